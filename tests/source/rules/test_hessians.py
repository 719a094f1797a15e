"""Rule hessians: tf.hessians -> tape.jacobian(tape.gradient(...)) on a persistent tape."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float64, [2])
        f = tf.reduce_sum(x ** 3)
        h = tf.hessians(f, x)[0]
        with tf.Session() as sess:
            print(sess.run(h, {x: [1.0, 2.0]}))
        """,
        """
        import tensorflow as tf


        @tf.function(input_signature=[tf.TensorSpec([2], tf.float64)])
        def h_step(x):
            with tf.GradientTape(persistent=True) as tape:
                tape.watch(x)
                f = tf.reduce_sum(x ** 3)
                h = tape.jacobian(tape.gradient(f, x), x)
            return h


        def run_h(x):
            x = tf.convert_to_tensor(x, dtype=tf.float64)
            h = h_step(x)
            return h.numpy()


        print(run_h(x=[1.0, 2.0]))
        """,
        id="single source",
    ),
    pytest.param(
        """
        import tensorflow as tf
        a = tf.constant([1.0, 2.0])
        b = tf.constant(3.0)
        f = tf.reduce_sum(a * a) * b
        ha, hb = tf.hessians(f, [a, b])
        with tf.Session() as sess:
            print(sess.run([ha, hb]))
        """,
        """
        import tensorflow as tf
        a = tf.constant([1.0, 2.0])
        b = tf.constant(3.0)
        with tf.GradientTape(persistent=True) as tape:
            tape.watch(a)
            tape.watch(b)
            f = tf.reduce_sum(a * a) * b
            ha, hb = [tape.jacobian(tape.gradient(f, a), a), tape.jacobian(tape.gradient(f, b), b)]
        print(tf.nest.map_structure(lambda t: t.numpy(), [ha, hb]))
        """,
        id="list of sources: one Hessian block each",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


def test_caveat_sources_must_be_names(refused):
    src = "import tensorflow as tf\na = tf.constant([1.0])\nh = tf.hessians(tf.reduce_sum(a * a), a * 1.0)\nwith tf.Session() as s:\n    print(s.run(h))\n"
    refused(src, "hessians", 3)
