"""Rule jacobian_loops: split/unstack loops of tf.gradients -> tape.jacobian, same layout.

The layouts themselves are checked numerically against TF1 in
tests/source/test_native_equivalence.py; here: the emitted code.
"""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        x = tf.ones([1, 10])
        w = tf.Variable(tf.constant(0.5, shape=[10, 5]), name="w")
        out = tf.matmul(x, w)
        j = tf.concat([tf.gradients(i, x) for i in tf.split(out, 5, axis=1)], axis=1)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(j))
        """,
        """
        import tensorflow as tf
        x = tf.ones([1, 10])
        w = tf.Variable(tf.constant(0.5, shape=[10, 5]), name="w")
        with tf.GradientTape() as tape:
            tape.watch(x)
            out = tf.matmul(x, w)
        j = tf.reshape(tape.jacobian(out, x), [1, 5, 10])
        print(j.numpy())
        """,
        id="seed layout: static shapes give a reshape of the Jacobian",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float64, [3])
        y = tf.tanh(x * 2.0)
        j = tf.stack([tf.gradients(y_i, x)[0] for y_i in tf.unstack(y)])
        with tf.Session() as sess:
            print(sess.run(j, {x: [1.0, 2.0, 3.0]}))
        """,
        """
        import tensorflow as tf


        @tf.function(input_signature=[tf.TensorSpec([3], tf.float64)])
        def j_step(x):
            with tf.GradientTape() as tape:
                tape.watch(x)
                y = tf.tanh(x * 2.0)
            j = tape.jacobian(y, x)
            return j


        def run_j(x):
            x = tf.convert_to_tensor(x, dtype=tf.float64)
            j = j_step(x)
            return j.numpy()


        print(run_j(x=[1.0, 2.0, 3.0]))
        """,
        id="unstack of a rank-1 output is the Jacobian itself",
    ),
    pytest.param(
        """
        import numpy as np
        import tensorflow as tf


        def net(v):
            return tf.tanh(tf.expand_dims(v, 0) * 2.0)


        x = tf.placeholder(tf.float64, [3])
        y = tf.reshape(net(x), [-1])
        j = tf.stack([tf.gradients(y_i, x)[0] for y_i in tf.unstack(y)])
        with tf.Session() as sess:
            print(sess.run(j, {x: [1.0, 2.0, 3.0]}))
        """,
        """
        import numpy as np
        import tensorflow as tf


        def net(v):
            return tf.tanh(tf.expand_dims(v, 0) * 2.0)


        @tf.function(input_signature=[tf.TensorSpec([3], tf.float64)])
        def j_step(x):
            with tf.GradientTape() as tape:
                tape.watch(x)
                y = tf.reshape(net(x), [-1])
            j = tape.jacobian(y, x)
            return j


        def run_j(x):
            x = tf.convert_to_tensor(x, dtype=tf.float64)
            j = j_step(x)
            return j.numpy()


        print(run_j(x=[1.0, 2.0, 3.0]))
        """,
        id="unstack of a rank-1 output of a length the source does not state (reshape to [-1]): the Jacobian itself",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float64, [None, 3])
        y = tf.sin(x) * tf.reduce_sum(x)
        j = tf.concat([tf.gradients(p, x) for p in tf.split(y, 3, axis=1)], axis=1)
        with tf.Session() as sess:
            print(sess.run(j, {x: [[1.0, 2.0, 3.0]]}))
        """,
        """
        import tensorflow as tf


        @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float64)])
        def j_step(x):
            with tf.GradientTape(persistent=True) as tape:
                tape.watch(x)
                y = tf.sin(x) * tf.reduce_sum(x)
            j = tf.concat([[g] for g in tf.unstack(tf.reduce_sum(tf.reshape(tf.experimental.numpy.moveaxis(tape.jacobian(y, x), 1, 0), tf.concat([[3, -1], tf.shape(x)], 0)), axis=1))], axis=1)
            return j


        def run_j(x):
            x = tf.convert_to_tensor(x, dtype=tf.float64)
            j = j_step(x)
            return j.numpy()


        print(run_j(x=[[1.0, 2.0, 3.0]]))
        """,
        id="unknown shapes: per-piece sums at run time, original concat kept",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


def test_caveat_range_index_loop_stays_a_loop_on_a_persistent_tape(expect):
    expect(
        """
        import tensorflow as tf
        x = tf.constant([1.0, 2.0])
        y = x * x
        j = tf.stack([tf.gradients(y[i], x)[0] for i in range(2)])
        with tf.Session() as sess:
            print(sess.run(j))
        """,
        """
        import tensorflow as tf
        x = tf.constant([1.0, 2.0])
        with tf.GradientTape(persistent=True) as tape:
            tape.watch(x)
            y = x * x
            j = tf.stack([tape.gradient(y[i], x) for i in range(2)])
        print(j.numpy())
        """,
    )


def test_caveat_split_with_sizes_stays_a_loop(expect):
    expect(
        """
        import tensorflow as tf
        x = tf.constant([1.0, 2.0])
        y = tf.stack([x[0] * x[1], x[0], x[1]])
        j = [tf.gradients(p, x)[0] for p in tf.split(y, [1, 2])]
        with tf.Session() as sess:
            print(sess.run(j))
        """,
        """
        import tensorflow as tf
        x = tf.constant([1.0, 2.0])
        with tf.GradientTape(persistent=True) as tape:
            tape.watch(x)
            y = tf.stack([x[0] * x[1], x[0], x[1]])
            j = [tape.gradient(p, x) for p in tf.split(y, [1, 2])]
        print(tf.nest.map_structure(lambda t: t.numpy(), j))
        """,
    )


BY_PARTS = """
import numpy as np
import tensorflow as tf
n_out = 3
x = tf.placeholder(tf.float64, [1, 2])
W = tf.Variable(tf.ones([2, n_out], tf.float64), name="W")
h = tf.tanh(tf.matmul(x, W))
h_flat = tf.reshape(h, [-1])
h_list = tf.unstack(h_flat)                 # scalars
jac_rows = [tf.gradients(h_j, W)[0] for h_j in h_list]   # each [2, n_out]
jacobian = tf.stack(jac_rows)               # [n_out, 2, n_out]
h_parts = tf.split(h, n_out, axis=1)
rows_split = [tf.gradients(p, W)[0] for p in h_parts]
jacobian_split = tf.stack(rows_split)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([jacobian, jacobian_split], {x: np.ones((1, 2))}))
"""


def test_a_jacobian_built_over_three_statements_is_the_tapes(native):
    """The by-parts answer's layout: the split, the rows and the stack each a statement of its
    own (blind pass 15) -> one ``tape.jacobian`` each, comments kept above; the split's count a
    module-level constant (``n_out``)."""
    code, diags = native(BY_PARTS)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "    # scalars\n    # each [2, n_out]\n    jacobian = tape.jacobian(h_flat, W)               # [n_out, 2, n_out]\n" in code
    assert "    jacobian_split = tf.reshape(tape.jacobian(h, W), [3, 2, 3])\n" in code
    assert "h_list" not in code and "jac_rows" not in code and "rows_split" not in code and "tape.gradient" not in code


def test_rows_read_again_stay_a_statement(native):
    """The rows fetched on their own too: the stack keeps reading them (the split still folds
    into the rows, which the rule writes as the tape's per-row sums)."""
    code, diags = native(BY_PARTS.replace("jacobian = tf.stack(jac_rows)", "jacobian = tf.stack(jac_rows)\nfirst = jac_rows[0]"))
    assert "    jacobian = tf.stack(jac_rows)\n" in code and "h_list" not in code and "tape.jacobian(h_flat, W)" in code


@pytest.mark.parametrize("change", [
    pytest.param(("jac_rows = [", "h_flat = h_flat * 2.0\njac_rows = ["), id="a name the split reads rebound before the rows"),
    pytest.param(("h_list = tf.unstack(h_flat)", "h_list = tf.unstack(h_flat)\nh_list = h_list[:2]"), id="the split rebound"),
])
def test_steps_that_cannot_fold_stay_a_loop_of_gradients(native, change):
    code, diags = native(BY_PARTS.replace(*change))
    assert "h_list" in code and "jacobian = tape.jacobian" not in code
    assert "tape.gradient(h_j, W)" in code  # (exact: one backward pass per row)


def test_rows_read_by_a_def_stay_a_statement(native):
    """A def reading the rows builds its ops when called, perhaps after a name the rows read was
    bound again: the rows stay where they were written."""
    src = BY_PARTS.replace("jacobian = tf.stack(jac_rows)", "def stacked():\n    return tf.stack(jac_rows)\n\n\njacobian = stacked()")
    code, diags = native(src)
    assert "jac_rows = " in code
