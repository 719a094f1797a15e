"""Rule tf_imports: every TensorFlow import becomes one ``import tensorflow as <alias>``."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf1
        x = tf1.constant(2.0)
        with tf1.Session() as s:
            print(s.run(x))
        """,
        """
        import tensorflow as tf1
        x = tf1.constant(2.0)
        print(x.numpy())
        """,
        id="aliased import keeps its alias",
    ),
    pytest.param(
        """
        import tensorflow.compat.v1 as tf
        x = tf.constant(2.0)
        with tf.Session() as sess:
            print(sess.run(x))
        """,
        """
        import tensorflow as tf
        x = tf.constant(2.0)
        print(x.numpy())
        """,
        id="compat.v1 import becomes plain tensorflow",
    ),
    pytest.param(
        """
        import numpy as np
        from tensorflow import Session, float32, placeholder, reduce_sum
        p = placeholder(float32, [3], name="p")
        q = reduce_sum(p)
        with Session() as sess:
            print(sess.run(q, {p: np.ones(3)}))
        """,
        """
        import numpy as np
        import tensorflow as tf


        @tf.function
        def q_step(p):
            q = tf.reduce_sum(p)
            return q


        def run_q(p):
            p = tf.convert_to_tensor(p, dtype=tf.float32)
            q = q_step(p)
            return q.numpy()


        print(run_q(p=np.ones(3)))
        """,
        id="from-imports are spelled through one tf import",
    ),
    pytest.param(
        """
        import tensorflow as tflow
        import tensorflow.compat.v1 as v1
        a = tflow.constant(1.0)
        b = v1.log(a)
        with v1.Session() as sess:
            print(sess.run(b))
        """,
        """
        import tensorflow as tflow
        a = tflow.constant(1.0)
        b = tflow.math.log(a)
        print(b.numpy())
        """,
        id="second alias merged into the first",
    ),
]

CASES.append(
    pytest.param(
        """
        import tensorflow.compat.v1 as tf
        from tensorflow.python.ops import math_ops
        a = tf.constant([1.0, 2.0])
        b = math_ops.reduce_sum(a)
        with tf.Session() as sess:
            print(sess.run(b))
        """,
        """
        import tensorflow as tf
        from tensorflow.python.ops import math_ops
        a = tf.constant([1.0, 2.0])
        b = math_ops.reduce_sum(a)
        print(b.numpy())
        """,
        id="imports of TensorFlow internals are left as written",
    )
)

UNCHANGED = [
    pytest.param("import numpy as np\nprint(np.ones(2))\n", id="no tensorflow"),
    pytest.param(
        "import tensorflow as tf\nx = tf.Variable(1.0)\nwith tf.GradientTape() as tape:\n    y = x * x\nprint(tape.gradient(y, x).numpy())\n",
        id="TF2 code",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


@pytest.mark.parametrize("src", UNCHANGED)
def test_unchanged(native, src):
    assert native(src) == (src, [])


def test_caveat_star_import_is_refused(refused):
    refused("from tensorflow import *\nx = placeholder(float32)\n", "tf_imports", 1)


def test_module_alias_assignment_is_an_import(expect):
    expect(
        """
        import tensorflow as tf
        layers = tf.contrib.layers
        x = tf.ones([2, 3])
        h = layers.fully_connected(x, 2, activation_fn=None)
        print(h.shape)
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        fully_connected_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 2], dtype=tf.float32), name="fully_connected/weights")
        fully_connected_biases = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32), name="fully_connected/biases")
        h = tf.nn.bias_add(tf.matmul(x, fully_connected_weights), fully_connected_biases)
        print(h.shape)
        """,
    )


def test_module_alias_rebound_is_not_an_import(refused):
    src = "import tensorflow as tf\nslim = tf.contrib.slim\nif True:\n    pass\nslim = None\nx = tf.ones([2])\nwith tf.Session() as s:\n    print(s.run(x))\n"
    refused(src, "renames", 2)
