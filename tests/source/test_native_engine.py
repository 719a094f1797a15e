"""The native engine's contract: unchanged files, the compat marker, islands, diagnostics."""
import libcst as cst
import pytest

from migrate.source.native import MARKER, convert_module


def _run(src: str, path: str = "f.py"):
    new, diags = convert_module(cst.parse_module(src), path)
    return new.code, diags


UNCHANGED = [
    pytest.param("", id="empty file"),
    pytest.param("import os\nprint(os.sep)\n", id="no tensorflow"),
    pytest.param("import tensorflow as tf\nprint(tf.reduce_sum(tf.ones([2])).numpy())\n", id="TF2 eager code"),
    pytest.param(
        "import tensorflow as tf\n\n@tf.function\ndef f(x):\n    return x * 2\n",
        id="tf.function code",
    ),
    pytest.param("match x:\n    case 1:\n        pass\nif (n := 3):\n    print(f'{n=}')\n", id="modern syntax"),
]


@pytest.mark.parametrize("src", UNCHANGED)
def test_unchanged(src):
    assert _run(src) == (src, [])


def test_compat_marker_is_left_alone_with_one_warning():
    src = f"{MARKER}\nimport tensorflow.compat.v1 as tf\ntf.disable_v2_behavior()\nx = tf.placeholder(tf.float32)\n"
    code, diags = _run(src)
    assert code == src
    assert len(diags) == 1 and diags[0].severity == "warning"


def test_island_reports_each_construct_with_line_and_col():
    src = (
        "import tensorflow as tf\n"
        "x = tf.placeholder(tf.float32, [None, 2])\n"
        "h = tf.layers.conv2d(x, 3, 2)\n"
        "with tf.Session() as sess:\n"
        "    print(tf.executing_eagerly())\n"
    )
    code, diags = _run(src, "model.py")
    found = {(d.line, d.col, d.rule) for d in diags if d.severity == "warning"}
    # the conv_layers rule's reason only: not also the renaming table's "TF1 graph machinery"
    assert {f for f in found if f[:2] == (3, 5)} == {(3, 5, "conv_layers")}
    assert (5, 11, "renames") in found
    assert all(str(d).startswith("model.py:") for d in diags)
    assert MARKER in code  # the whole file runs with TF1 semantics instead


def test_library_module_with_placeholders_and_no_session_is_refused():
    src = "import tensorflow as tf\nx = tf.placeholder(tf.float32, [2])\ny = x * 2.0\n"
    code, diags = _run(src)
    assert any(d.rule == "sessions" and d.line == 3 for d in diags)


def test_diagnostic_format():
    _, diags = _run("import tensorflow as tf\nv = tf.Variable(1.0)\nprint(tf.get_collection('c'))\n", "a/b.py")
    assert any(str(d) == "a/b.py:3:7: renames: graph collections have no TF2 equivalent; kept in a compat island (whole file)" for d in diags)


LOOP = """
import tensorflow as tf
N = 2
x = tf.placeholder(tf.float32, [None, 3])
h = x
for i in range(N):
    h = tf.layers.dense(h, 3, name="layer%d" % i)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(2):
        print(sess.run(tf.reduce_sum(h), {x: [[1.0, 2.0, 3.0]]}))
"""


def test_graph_building_loops_over_a_constant_range_are_unrolled():
    """``for i in range(N)`` building layers: one statement per iteration with ``i`` replaced
    (``"layer%d" % i`` folded to the layer's TF1 name); a loop that runs the graph stays a loop."""
    new, diags = convert_module(cst.parse_module(LOOP), "loop.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'name="layer0/kernel"' in new.code and 'name="layer1/kernel"' in new.code
    assert "for i in range" not in new.code and "for step in range(2):\n" in new.code


def test_loops_that_rebind_or_leak_their_variable_stay_loops():
    src = LOOP.replace('    h = tf.layers.dense(h, 3, name="layer%d" % i)\n', '    h = tf.layers.dense(h, 3, name="layer%d" % i)\nprint(i)\n')
    new, diags = convert_module(cst.parse_module(src), "loop.py")
    # i is read after the loop: the loop stays a loop, reported as graph code the planner cannot
    # place (had it been unrolled, line 6 would hold no statement to report)
    assert (6, "graph") in [(d.line, d.rule) for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "for i in range(N):" in new.code


def test_range_with_a_start_is_unrolled_and_a_variable_name_bound_twice_is_renamed():
    src = LOOP.replace("for i in range(N):", "for i in range(1, 3):")
    new, diags = convert_module(cst.parse_module(src), "loop.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'name="layer1/kernel"' in new.code and 'name="layer2/kernel"' in new.code and "layer0" not in new.code
    twice = "import tensorflow as tf\nw = tf.Variable(1.0)\nw = tf.Variable(2.0)\nloss = tf.square(w)\n" \
            "train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)\nwith tf.Session() as s:\n" \
            "    s.run(tf.global_variables_initializer())\n    s.run(train)\n"
    new, diags = convert_module(cst.parse_module(twice), "twice.py")
    # (was refused: "bound to more than one variable"; native.rebound_variables names the first)
    assert not diags, [str(d) for d in diags]
    assert "w_1 = tf.Variable(1.0)\nw = tf.Variable(2.0)\n" in new.code and "tape.gradient(loss, [w])" in new.code


TWO_GRAPHS = '''\
import tensorflow as tf
from tensorflow.python.framework import ops

sess = tf.Session()
a = tf.Variable(1.0)
x = tf.placeholder(tf.float32)
loss = tf.square(a * x - 5.0)
sess.run(tf.global_variables_initializer())
opt = tf.train.GradientDescentOptimizer(0.1)
train = opt.minimize(loss)
sess.run(train, feed_dict={x: 2.0})
print(sess.run(a))

ops.reset_default_graph()
sess = tf.Session()
a = tf.Variable(3.0)
loss = tf.square(a - 1.0)
opt = tf.train.GradientDescentOptimizer(0.5)
train = opt.minimize(loss)
sess.run(tf.global_variables_initializer())
sess.run(train)
print(sess.run(a))
'''


def test_each_graph_after_a_reset_is_planned_on_its_own():
    code, diags = _run(TWO_GRAPHS)
    assert diags == [] and MARKER not in code
    # one site function per graph's train op, each reading its own graph's variables
    assert code.count("tf.Variable(") == 2 and code.count("def run_train(") == 1 and code.count("def run_train_2(") == 1
    assert "opt.apply_gradients(zip(tape.gradient(loss, [a]), [a]))" in code
    assert "reset_default_graph" not in code and "Session" not in code
    # part 1 built its optimizer after sess.run(init): moved before its site function
    assert code.index("opt = tf.keras.optimizers.SGD(learning_rate=0.1)") < code.index("def run_train(")


@pytest.mark.parametrize(
    "tail, name",
    [
        pytest.param("ops.reset_default_graph()\nb = tf.constant(2.0)\nprint(sess.run(a))\n", "sess",
                     id="the old session runs after the reset"),
        pytest.param("ops.reset_default_graph()\nsess = tf.Session()\nprint(sess.run(a * 2.0))\n", "a",
                     id="an old variable in the new graph"),
    ],
)
def test_a_graph_object_used_after_the_reset_is_refused(tail, name):
    src = "import tensorflow as tf\nfrom tensorflow.python.framework import ops\na = tf.Variable(1.0)\n" \
          "sess = tf.Session()\nsess.run(tf.global_variables_initializer())\nprint(sess.run(a))\n" + tail
    code, diags = _run(src)
    assert MARKER in code
    found = [d for d in diags if d.rule == "graph" and "graph objects of an earlier graph are used here" in d.reason
             and f"'{name}'" in d.reason]
    assert found and found[0].line == src.count("\n")


REBIND_AFTER_SESSION = '''\
import tensorflow as tf
a = tf.constant(2)
c = a * 3
with tf.Session() as sess:
    print(sess.run(c))
a = tf.placeholder(tf.int32)
{tail}'''


GRAPH_WIDE = '''\
import tensorflow as tf
a = tf.Variable(2.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(a))
a = tf.Variable(5.0)
n = len(tf.trainable_variables())  # TF1: both variables
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(a * n))
'''


@pytest.mark.parametrize(
    "src",
    [
        pytest.param(REBIND_AFTER_SESSION.format(tail="with tf.Session() as sess:\n    print(sess.run(c + a, feed_dict={a: 4}))\n"),
                     id="c still reads the old a"),
    ],
)
def test_no_new_segment_when_the_old_graph_objects_are_still_reachable(src):
    code, diags = _run(src)
    assert MARKER in code and diags


def test_graph_wide_state_read_after_a_variable_name_is_bound_again_keeps_both():
    """Was an island (no new segment: the collection still holds the old variable); the first
    binding now has a name of its own (``native.rebound_variables``) and the list holds both."""
    code, diags = _run(GRAPH_WIDE)
    assert MARKER not in code and not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "a_1 = tf.Variable(2.0)\nprint(a_1.numpy())\na = tf.Variable(5.0)\nn = len([a_1, a])" in code


FLAT_SESSION = '''\
import tensorflow as tf
sess = tf.Session()
a = tf.constant(2.0)
b = a * 3.0
print(sess.run(b))
a = tf.placeholder(tf.float32)
{tail}'''


@pytest.mark.parametrize(
    "src, expected",
    [
        pytest.param(REBIND_AFTER_SESSION.format(tail="with tf.Session() as sess:\n    print(sess.run(a * 2, feed_dict={a: 4}))\n"),
                     ["print(c.numpy())", "def run_a_2(a):", "print(run_a_2(a=4))"], id="after a with-session block"),
        pytest.param(FLAT_SESSION.format(tail="print(sess.run(a * 2.0, feed_dict={a: 4.0}))\nsess.close()\n"),
                     ["print(b.numpy())", "def run_a_2_0(a):", "print(run_a_2_0(a=4.0))"],
                     id="sess = tf.Session() still open: the new segment opens it again"),
    ],
)
def test_names_rebound_after_a_session_start_a_new_segment(src, expected):
    # the first segment is static (computed in place); in the second the placeholder is a parameter
    code, diags = _run(src)
    assert diags == [] and MARKER not in code and "Session" not in code and "close" not in code
    assert all(e in code for e in expected), code


HELPER_BEFORE_REBIND = '''\
import tensorflow as tf


def squared_error(labels, predictions):
    residual = predictions - labels
    return residual * residual


x = tf.placeholder(tf.float32)
residual = tf.constant(1.0)
with tf.Session() as sess:
    print(sess.run(squared_error(x, 3.0) + residual, feed_dict={x: 1.0}))
x = tf.placeholder(tf.float32, [2])
with tf.Session() as sess:
    print(sess.run(x * 2.0, feed_dict={x: [1.0, 2.0]}))
'''


@pytest.mark.parametrize("change, split", [
    pytest.param(("", ""), True, id="a local of the def named like an old object"),
    pytest.param(("    residual = predictions - labels\n", "    global residual\n    residual = predictions - labels\n"), False,
                 id="a name the def declares global"),
])
def test_a_def_before_the_rebinding_keeps_the_split_only_when_it_reads_no_old_object(change, split):
    """CS20SI's two scripts in one file (blind pass 15): ``huber_loss`` binds a local
    ``residual``, the name of a graph object at module level; the def reads no old object when
    called later, so the rebinding of ``x`` still starts a new segment (was an island: "'x' gets
    a new graph value after a session ran the old one")."""
    code, diags = _run(HELPER_BEFORE_REBIND.replace(*change) if change[0] else HELPER_BEFORE_REBIND)
    assert (MARKER not in code and not [d for d in diags if d.severity == "warning"]) is split, [str(d) for d in diags]


def test_with_a_session_still_open_an_old_object_read_later_keeps_one_segment():
    # no split (b still reads the old a): planned as one block, b stays the static value TF1 had
    code, diags = _run(FLAT_SESSION.format(tail="print(sess.run(b + a, feed_dict={a: 4.0}))\n"))
    assert diags == [] and MARKER not in code
    assert "b = a * 3.0\n" in code and "    return b + a\n" in code and "print(run_b_a(a=4.0))" in code


def test_helpers_go_after_the_tensorflow_import_not_before_it():
    """``import os; os.environ[...] = ...; import tensorflow as tf`` (CS20's scripts): the emitted
    helper classes use ``tf``, so they follow that import (found on blind pass 6: NameError)."""
    src = (
        "import os\nos.environ['TF_CPP_MIN_LOG_LEVEL'] = '2'\nimport numpy as np\nimport tensorflow as tf\n"
        "w = tf.Variable(1.0, name='w')\nloss = tf.square(w)\ntrain = tf.train.AdamOptimizer(0.1).minimize(loss)\n"
        "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n    print(sess.run(w))\n"
    )
    new, diags = convert_module(cst.parse_module(src), "f.py")
    code = new.code
    assert not [d for d in diags if d.severity != "info"]
    assert code.index("import tensorflow as tf") < code.index("class _TF1Adam(tf.Module):")
    assert code.startswith("import os\nos.environ['TF_CPP_MIN_LOG_LEVEL'] = '2'\nimport numpy as np\nimport tensorflow as tf\n")
