"""Rule savers: tf.train.Saver within the script -> tf.train.Checkpoint keyed by TF1 names."""
import textwrap

import pytest

from migrate.source.rules import savers

# the save function emitted once into a converted file that saves (its TF1 Saver.save semantics
# are checked against TF1 by the golden saver_max_to_keep's equivalence run)
SAVE_FN = textwrap.indent("\n\n" + savers._SAVE.format(name="_tf1_save") + "\n", " " * 8)

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        w = tf.get_variable("w", initializer=tf.ones([2]))
        with tf.variable_scope("head"):
            b = tf.Variable(0.5, name="b")
        saver = tf.train.Saver()
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            path = saver.save(sess, "/tmp/model.ckpt")
            saver.restore(sess, path)
            print(sess.run(w))
        """,
        """
        import tensorflow as tf
""" + SAVE_FN + """
        w = tf.Variable(tf.ones([2]), name="w")
        b = tf.Variable(0.5, name="head/b")
        saver = tf.train.Checkpoint(**{"w": w, "head/b": b})
        path = _tf1_save(saver, "/tmp/model.ckpt")
        saver.restore(path)
        print(w.numpy())
        """,
        id="all variables keyed by their TF1 names (scoped names via a dict)",
    ),
    pytest.param(
        """
        import tensorflow as tf
        a = tf.Variable(1.0, name="a")
        b = tf.Variable(2.0, name="b")
        saver = tf.train.Saver(var_list=[a])
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            saver.save(sess, "/tmp/a.ckpt")
        """,
        """
        import tensorflow as tf
""" + SAVE_FN + """
        a = tf.Variable(1.0, name="a")
        b = tf.Variable(2.0, name="b")
        saver = tf.train.Checkpoint(a=a)
        _tf1_save(saver, "/tmp/a.ckpt")
        """,
        id="var_list literal",
    ),
    pytest.param(
        """
        import tensorflow as tf
        KEEP = 3
        a = tf.Variable(1.0, name="a")
        saver = tf.train.Saver([a], max_to_keep=KEEP)
        every = tf.train.Saver(max_to_keep=None)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            for step in range(4):
                saver.save(sess, "/tmp/a.ckpt", global_step=step)
            every.save(sess, "/tmp/every.ckpt")
        """,
        """
        import tensorflow as tf
""" + SAVE_FN + """
        KEEP = 3
        a = tf.Variable(1.0, name="a")
        saver = tf.train.Checkpoint(a=a)
        every = tf.train.Checkpoint(a=a)
        for step in range(4):
            _tf1_save(saver, "/tmp/a.ckpt", step, max_to_keep=KEEP)
        _tf1_save(every, "/tmp/every.ckpt", max_to_keep=None)
        """,
        id="caveat 1: max_to_keep (a module-level constant, None) goes to each save of that saver",
    ),
    pytest.param(
        """
        import tensorflow as tf
        try:
            with tf.Graph().as_default():
                v = tf.Variable(3.0, name="v")
                with tf.Session() as sess:
                    sess.run(tf.global_variables_initializer())
                    print(sess.run(v))
        finally:
            print("done")
        """,
        """
        import tensorflow as tf
        try:
            v = tf.Variable(3.0, name="v")
            print(v.numpy())
        finally:
            print("done")
        """,
        id="graph blocks inside try become plain code (not a saver caveat: the block support it needs)",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


REFUSED = [
    pytest.param(
        'import tensorflow as tf\nv = tf.Variable(1.0, name="v")\nsaver = tf.train.Saver(keep_checkpoint_every_n_hours=3)\n'
        'with tf.Session() as s:\n    saver.save(s, "/tmp/x")\n',
        3,
        id="caveat 3: Saver options",
    ),
    pytest.param(
        'import tensorflow as tf\nv = tf.Variable(1.0, name="v")\nsaver = tf.train.Saver(max_to_keep=len("ab"))\n'
        'with tf.Session() as s:\n    saver.save(s, "/tmp/x")\n',
        3,
        id="caveat 3: max_to_keep the save calls cannot spell again",
    ),
    pytest.param(
        'import tensorflow as tf\nv = tf.Variable(1.0, name="v")\nsaver = tf.train.Saver()\n'
        'with tf.Session() as s:\n    saver.save(s, "/tmp/x", global_step=1, write_meta_graph=False)\n',
        5,
        id="caveat 3: save(write_meta_graph=...)",
    ),
]


@pytest.mark.parametrize("src, line", REFUSED)
def test_refused(refused, src, line):
    refused(src, "savers", line)


def test_caveat_restore_of_a_foreign_checkpoint_is_refused(refused):
    src = (
        'import tensorflow as tf\nv = tf.Variable(1.0, name="v")\nsaver = tf.train.Saver()\n'
        'with tf.Session() as s:\n    saver.restore(s, "/data/model.ckpt")\n    print(s.run(v))\n'
    )
    refused(src, "savers", 5)


def test_caveat_4_saver_of_all_variables_saves_the_slots_of_the_optimizers_built_before_it(native):
    """TF1's Saver also restores Adam's slots (a Checkpoint of the variables alone would not:
    measured DIFFERENT after a restore; with the optimizers, EQUIVALENT: fixture saver_slots)."""
    src = (
        'import tensorflow as tf\nw = tf.Variable(1.0, name="w")\nv = tf.Variable(2.0, name="v")\n'
        "train = tf.train.AdamOptimizer(0.1).minimize(tf.square(w))\nsaver = tf.train.Saver()\n"
        "opt = tf.train.MomentumOptimizer(0.1, 0.9)\nlate = opt.minimize(tf.square(v))\nu = tf.Variable(3.0, name='u')\n"
        'with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run([train, late])\n    saver.save(sess, "/tmp/x")\n'
    )
    code, diags = native(src)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    # the variables and the slots made before the Saver line, as TF1's Saver() listed them
    assert "optimizer.build([w])\nsaver = tf.train.Checkpoint(w=w, v=v, optimizer=optimizer)\n" in code
    assert "opt.build" not in code and "class _TF1Adam(tf.Module):" in code


def test_a_saver_of_a_dict_keys_the_checkpoint_by_its_keys(native):
    """ageron ch9's ``tf.train.Saver({"weights": theta})`` (it was refused: "not a list literal")."""
    src = (
        'import tensorflow as tf\ntheta = tf.Variable(1.0, name="theta")\nb = tf.Variable(2.0, name="b")\n'
        'train = tf.train.GradientDescentOptimizer(0.1).minimize(tf.square(theta))\nsaver = tf.train.Saver({"weights": theta})\n'
        'with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n    saver.save(sess, "/tmp/x")\n'
    )
    code, diags = native(src)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "saver = tf.train.Checkpoint(weights=theta)\n" in code


@pytest.mark.parametrize("listed", ["tf.global_variables()", "var_list=tf.global_variables()"])
def test_a_saver_of_tf_global_variables_is_a_saver_of_all_variables(native, listed):
    """Britz's ``tf.train.Saver(tf.global_variables(), ...)`` lists what ``Saver()`` lists (it
    was refused: "tf.global_variables() lists optimizer slots in TF1")."""
    src = (
        'import tensorflow as tf\nw = tf.Variable(1.0, name="w")\n'
        f"train = tf.train.AdamOptimizer(0.1).minimize(tf.square(w))\nsaver = tf.train.Saver({listed}, max_to_keep=2)\n"
        'with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n    saver.save(sess, "/tmp/x")\n'
    )
    code, diags = native(src)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "saver = tf.train.Checkpoint(w=w, optimizer=optimizer)\n" in code and "max_to_keep=2" in code


def test_caveat_4_saver_of_all_variables_after_apply_gradients_saves_the_slots_made_there(native):
    """Britz's ``compute_gradients`` + ``apply_gradients``: TF1 made the slots at
    ``apply_gradients`` (it was refused; measured EQUIVALENT with the slots, DIFFERENT after a
    restore without them: fixture saver_slots_apply_gradients)."""
    src = (
        'import tensorflow as tf\nw = tf.Variable(1.0, name="w")\nopt = tf.train.AdamOptimizer(0.1)\n'
        "pairs = opt.compute_gradients(tf.square(w))\ntrain = opt.apply_gradients(pairs)\nsaver = tf.train.Saver()\n"
        'with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n    saver.save(sess, "/tmp/x")\n'
    )
    code, diags = native(src)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "opt.build([w])\nsaver = tf.train.Checkpoint(w=w, opt=opt)\n" in code


def test_caveat_4_saver_between_compute_gradients_and_apply_gradients_holds_no_slots(native):
    """``compute_gradients`` makes no slots in TF1: a Saver() made before the
    ``apply_gradients`` lists the variables only."""
    src = (
        'import tensorflow as tf\nw = tf.Variable(1.0, name="w")\nopt = tf.train.AdamOptimizer(0.1)\n'
        "pairs = opt.compute_gradients(tf.square(w))\nsaver = tf.train.Saver()\ntrain = opt.apply_gradients(pairs)\n"
        'with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n    saver.save(sess, "/tmp/x")\n'
    )
    code, diags = native(src)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "saver = tf.train.Checkpoint(w=w)\n" in code and "opt.build" not in code


def test_caveat_4_saver_after_apply_gradients_of_unknown_variables_is_refused(refused):
    """The pairs of a function the converter does not follow: which variables got slots is unknown."""
    src = (
        'import tensorflow as tf\nfrom mymodule import clip\nw = tf.Variable(1.0, name="w")\nopt = tf.train.AdamOptimizer(0.1)\n'
        "train = opt.apply_gradients(clip(opt.compute_gradients(tf.square(w))))\nsaver = tf.train.Saver()\n"
        'with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n    saver.save(sess, "/tmp/x")\n'
    )
    refused(src, "savers", 6)


def test_saver_with_a_var_list_and_a_slot_optimizer_converts(native):
    src = (
        'import tensorflow as tf\nw = tf.Variable(1.0, name="w")\n'
        "train = tf.train.AdamOptimizer(0.1).minimize(tf.square(w))\nsaver = tf.train.Saver(var_list=[w])\n"
        'with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    saver.save(sess, "/tmp/x")\n'
    )
    code, diags = native(src)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "saver = tf.train.Checkpoint(w=w)" in code and '_tf1_save(saver, "/tmp/x")' in code


def test_save_with_a_global_step(native):
    """TF1 writes ``prefix-<step>``: so does the save function."""
    code, diags = native(
        'import tensorflow as tf\nv = tf.Variable(1.0, name="v")\nsaver = tf.train.Saver()\n'
        'with tf.Session() as s:\n    s.run(tf.global_variables_initializer())\n'
        '    for step in range(3):\n        saver.save(s, "/tmp/x", global_step=step)\n'
    )
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert '    _tf1_save(saver, "/tmp/x", step)\n' in code


def test_save_and_restore_by_keyword(native):
    # Hvass-Labs 04: saver.save(sess=session, save_path=save_path)
    src = (
        'import tensorflow as tf\nw = tf.Variable(1.0, name="w")\nsaver = tf.train.Saver()\nsession = tf.Session()\n'
        "session.run(tf.global_variables_initializer())\nsaver.save(sess=session, save_path='/tmp/best')\n"
        "saver.restore(sess=session, save_path='/tmp/best')\nprint(session.run(w))\n"
    )
    code, diags = native(src)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "_tf1_save(saver, '/tmp/best')" in code and "saver.restore('/tmp/best')" in code


UNNAMED = (
    'import tensorflow as tf\nw = tf.Variable(tf.ones([2]))\nb = tf.Variable(0.5, name="b")\nsaver = tf.train.Saver()\n'
    'with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    saver.save(sess, "/tmp/m")\n'
    '    saver.restore(sess, "/tmp/m")\n    print(sess.run(w))\n'
)


def test_the_one_saver_keys_unnamed_variables_by_python_name(native):
    code, diags = native(UNNAMED)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "saver = tf.train.Checkpoint(w=w, b=b)" in code
    assert any(d.severity == "info" and "keyed by their Python names" in d.reason for d in diags)


def test_unnamed_variables_with_two_savers_are_refused(refused):
    refused(UNNAMED.replace("saver = tf.train.Saver()\n", "saver = tf.train.Saver()\nother = tf.train.Saver([b])\n"), "savers", 4)


RESTORE_SESSION = (
    'import tensorflow as tf\nw = tf.Variable(tf.random_normal([2]), name="w")\n'
    "train = tf.train.AdamOptimizer(0.1).minimize(tf.reduce_sum(w * w))\ninit = tf.global_variables_initializer()\n"
    "saver = tf.train.Saver()\n"
    'with tf.Session() as sess:\n    sess.run(init)\n    sess.run(train)\n    saver.save(sess, "/tmp/m")\n'
    'with tf.Session() as sess:\n    sess.run(init)\n    saver.restore(sess, "/tmp/m")\n    sess.run(train)\n    print(sess.run(w))\n'
)


def test_an_initializer_run_just_before_a_restore_of_every_variable_is_dropped(native):
    # a new session initializes, then restores (aymericdamien's save_restore_model: EQUIVALENT)
    code, diags = native(RESTORE_SESSION)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'saver.restore("/tmp/m")' in code and "init_again" not in code


@pytest.mark.parametrize("change", [
    pytest.param(lambda s: s.replace("saver = tf.train.Saver()", "saver = tf.train.Saver([w])"), id="a saver of some variables"),
    pytest.param(lambda s: s.replace('    sess.run(init)\n    saver.restore', '    sess.run(init)\n    sess.run(train)\n    saver.restore'),
                 id="a run between them"),
])
def test_an_initializer_run_again_otherwise_is_refused(refused, change):
    refused(change(RESTORE_SESSION), "initializers")


_FLAGGED = (
    'import tensorflow as tf\ntf.flags.DEFINE_integer("num_checkpoints", 2, "kept")\nFLAGS = tf.flags.FLAGS\n{assigned}'
    'w = tf.Variable(1.0, name="w")\ntrain = tf.train.GradientDescentOptimizer(0.1).minimize(tf.square(w))\n'
    "saver = tf.train.Saver(max_to_keep=FLAGS.num_checkpoints)\n"
    'with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n    saver.save(sess, "/tmp/x")\n'
)


def test_max_to_keep_may_be_a_flag(native):
    """Britz's ``Saver(..., max_to_keep=FLAGS.num_checkpoints)`` (refused: "other than an int
    literal"): each save passes the flag on, read where it is (the flags are parsed by then)."""
    code, diags = native(_FLAGGED.replace("{assigned}", ""))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'max_to_keep=FLAGS.num_checkpoints)' in code


def test_max_to_keep_of_a_flag_the_file_assigns_is_refused(refused):
    refused(_FLAGGED.replace("{assigned}", "FLAGS.num_checkpoints = 3\n"), "savers")
