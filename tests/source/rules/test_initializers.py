"""Rule initializers: variable initializers and the runs of them are removed."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        init = tf.global_variables_initializer()
        with tf.Session() as sess:
            sess.run(init)
            print(sess.run(v))
        """,
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        print(v.numpy())
        """,
        id="init statement and sess.run(init) dropped",
    ),
    pytest.param(
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        tf.variables_initializer([v], name="init_v")
        init_op = tf.get_default_graph().get_operation_by_name("init_v")
        with tf.Session() as sess:
            sess.run(init_op)
            print(sess.run(v))
        """,
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        print(v.numpy())
        """,
        id="named initializer looked up by name",
    ),
    pytest.param(
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        w = tf.Variable(2.0, name="w")
        with tf.Session() as sess:
            sess.run(v.initializer)
            sess.run([w.initializer])
            print(sess.run(v + w))
        """,
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        w = tf.Variable(2.0, name="w")
        print((v + w).numpy())
        """,
        id="one variable's initializer run before anything else: dropped",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


REFUSED = [
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(1.0)\nu = tf.assign_add(v, 1.0)\ninit = tf.global_variables_initializer()\n"
        "with tf.Session() as sess:\n    sess.run(init)\n    sess.run(u)\n    sess.run(init)\n    print(sess.run(v))\n",
        8,
        id="caveat 1: initializer run again after an update",
    ),
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(1.0)\nwith tf.Session() as sess:\n    for i in range(2):\n"
        "        sess.run(tf.global_variables_initializer())\n        print(sess.run(v))\n",
        5,
        id="caveat 1: initializer in a loop",
    ),
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(1.0)\nu = tf.assign_add(v, 1.0)\n"
        "with tf.Session() as sess:\n    sess.run(v.initializer)\n    sess.run(u)\n    sess.run(v.initializer)\n    print(sess.run(v))\n",
        7,
        id="caveat 1: one variable's initializer run again after an update",
    ),
]


@pytest.mark.parametrize("src, line", REFUSED)
def test_refused(refused, src, line):
    refused(src, "initializers", line)
