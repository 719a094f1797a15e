"""Rule assignments: tf.assign* -> variable methods, run only where fetched."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        bump = tf.assign(v, v * 10.0)
        shrink = tf.assign_sub(v, 1.0)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(bump))
            print(sess.run(shrink))
        """,
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")


        @tf.function
        def bump_step():
            bump = v.assign(v * 10.0)
            return bump


        def run_bump():
            bump = bump_step()
            return bump.numpy()


        @tf.function
        def shrink_step():
            shrink = v.assign_sub(1.0)
            return shrink


        def run_shrink():
            shrink = shrink_step()
            return shrink.numpy()


        print(run_bump())
        print(run_shrink())
        """,
        id="assign and assign_sub each run at their own site",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


def test_caveat_assign_to_non_name_is_refused(refused):
    src = "import tensorflow as tf\nvs = [tf.Variable(1.0)]\nu = tf.assign(vs[0], 2.0)\nwith tf.Session() as s:\n    s.run(u)\n"
    refused(src, "assignments", 3)


def test_an_update_written_in_sess_run_runs_there(expect):
    # TF1 built the assign op at the call and ran it once; what reads the variable is computed
    # at each run (``double`` is not a value computed once before the updates)
    expect("""
        import tensorflow as tf
        W = tf.Variable(10)
        double = W * 2
        x = tf.placeholder(tf.int32)
        with tf.Session() as sess:
            sess.run(W.initializer)
            print(sess.run(W.assign_add(10)))
            print(sess.run(double))
            for epoch in range(3):
                sess.run(W.assign(epoch + 1))
                print(sess.run(double), sess.run(W.assign(x * 3), feed_dict={x: epoch}))
        """, """
        import tensorflow as tf
        import numpy as np
        W = tf.Variable(10)


        @tf.function
        def double_step():
            double = W * 2
            return double


        def run_double():
            double = double_step()
            return double.numpy()


        @tf.function(input_signature=[tf.TensorSpec(None, tf.int32)])
        def W_assign_x_3_step(x):
            return W.assign(x * 3)


        def run_W_assign_x_3(x):
            x = tf.cast(np.asarray(x), tf.int32)
            fetched = W_assign_x_3_step(x)
            return fetched.numpy()


        print(W.assign_add(10).numpy())
        print(run_double())
        for epoch in range(3):
            W.assign(epoch + 1).numpy()
            print(run_double(), run_W_assign_x_3(x=epoch))
        """)
