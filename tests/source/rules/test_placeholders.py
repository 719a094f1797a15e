"""Rule placeholders: placeholders + feed_dict -> function parameters."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        p = tf.placeholder_with_default(tf.constant(2.0), shape=[])
        q = p * 3.0
        with tf.Session() as sess:
            print(sess.run(q))
            print(sess.run(q, feed_dict={p: 5.0}))
        """,
        """
        import tensorflow as tf


        def run_q(p=None):
            p_default = tf.convert_to_tensor(tf.constant(2.0))
            p = p_default if p is None else tf.convert_to_tensor(p, dtype=p_default.dtype)
            q = p * 3.0
            return q.numpy()


        print(run_q())
        print(run_q(p=5.0))
        """,
        id="placeholder_with_default -> parameter defaulting to the value",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float64, [None], name="x")
        y = x * x
        with tf.Session() as sess:
            batch = {x: [1.0, 2.0]}
            print(sess.run(y, feed_dict=batch))
            print(sess.run(y, {"x:0": [3.0]}))
        """,
        """
        import tensorflow as tf


        def run_y(x):
            x = tf.convert_to_tensor(x, dtype=tf.float64)
            y = x * x
            return y.numpy()


        batch = {"x": [1.0, 2.0]}
        print(run_y(**batch))
        print(run_y(x=[3.0]))
        """,
        id="feed dict in a variable and feed by 'name:0' string",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


def test_caveat_feeding_a_non_placeholder_is_refused(refused):
    src = "import tensorflow as tf\na = tf.constant(1.0)\nb = a * 2.0\nwith tf.Session() as sess:\n    print(sess.run(b, {a: 5.0}))\n"
    refused(src, "placeholders", 5)


def test_placeholder_read_outside_sess_run_is_refused(refused):
    src = "import tensorflow as tf\nx = tf.placeholder(tf.float32, name='x')\nwith tf.Session() as sess:\n    print(x.name)\n"
    refused(src, "graph", 4)
