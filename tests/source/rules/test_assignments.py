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
