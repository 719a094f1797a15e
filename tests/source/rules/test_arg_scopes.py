"""Rule arg_scopes: slim.arg_scope defaults merged statically into the listed calls."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        import tensorflow.contrib.slim as slim
        x = tf.placeholder(tf.float32, [None, 3])
        # the model
        with slim.arg_scope([slim.fully_connected], activation_fn=tf.nn.tanh):  # tanh everywhere
            h = slim.fully_connected(x, 4, scope="fc1")
            out = slim.fully_connected(h, 2, activation_fn=None, scope="fc2")
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(out, {x: [[1.0, 2.0, 3.0]]}))
        """,
        """
        import tensorflow as tf
        # the model
        # tanh everywhere
        fc1_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 4], dtype=tf.float32), name="fc1/weights")
        fc1_biases = tf.Variable(tf.zeros_initializer()([4], dtype=tf.float32), name="fc1/biases")
        fc2_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([4, 2], dtype=tf.float32), name="fc2/weights")
        fc2_biases = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32), name="fc2/biases")


        @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])
        def out_step(x):
            h = tf.nn.tanh(tf.nn.bias_add(tf.matmul(x, fc1_weights), fc1_biases))
            out = tf.nn.bias_add(tf.matmul(h, fc2_weights), fc2_biases)
            return out


        def run_out(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            out = out_step(x)
            return out.numpy()


        print(run_out(x=[[1.0, 2.0, 3.0]]))
        """,
        id="defaults merged, explicit keyword wins, with dropped, comments kept",
    ),
    pytest.param(
        """
        import tensorflow as tf
        import tensorflow.contrib.slim as slim
        x = tf.ones([2, 3])
        with slim.arg_scope([slim.fully_connected], biases_initializer=tf.constant_initializer(0.1), activation_fn=tf.nn.tanh):
            with slim.arg_scope([slim.fully_connected], activation_fn=tf.nn.sigmoid):
                h = slim.fully_connected(x, 4)
            out = slim.fully_connected(h, 2)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(out))
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        fully_connected_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 4], dtype=tf.float32), name="fully_connected/weights")
        fully_connected_biases = tf.Variable(tf.constant_initializer(0.1)([4], dtype=tf.float32), name="fully_connected/biases")
        h = tf.nn.sigmoid(tf.nn.bias_add(tf.matmul(x, fully_connected_weights), fully_connected_biases))
        fully_connected_1_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([4, 2], dtype=tf.float32), name="fully_connected_1/weights")
        fully_connected_1_biases = tf.Variable(tf.constant_initializer(0.1)([2], dtype=tf.float32), name="fully_connected_1/biases")
        out = tf.nn.tanh(tf.nn.bias_add(tf.matmul(h, fully_connected_1_weights), fully_connected_1_biases))
        print(out.numpy())
        """,
        id="nested arg_scopes compose (inner overrides outer)",
    ),
    pytest.param(
        """
        import tensorflow as tf

        slim = tf.contrib.slim
        x = tf.ones([2, 3])
        with tf.contrib.framework.arg_scope([tf.contrib.layers.fully_connected], activation_fn=None):
            with tf.variable_scope("net"):
                h = slim.fully_connected(x, 4)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(h))
        """,
        """
        import tensorflow as tf

        x = tf.ones([2, 3])
        net_fully_connected_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 4], dtype=tf.float32), name="net/fully_connected/weights")
        net_fully_connected_biases = tf.Variable(tf.zeros_initializer()([4], dtype=tf.float32), name="net/fully_connected/biases")
        h = tf.nn.bias_add(tf.matmul(x, net_fully_connected_weights), net_fully_connected_biases)
        print(h.numpy())
        """,
        id="contrib.framework.arg_scope, slim = tf.contrib.slim, slim and contrib.layers fully_connected are one function, variable_scope inside",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


_HEAD = "import tensorflow as tf\nimport tensorflow.contrib.slim as slim\nx = tf.ones([2, 3])\n"
_RUN = "with tf.Session() as s:\n    print(s.run(h))\n"

REFUSED = [
    pytest.param(
        _HEAD + "fns = [slim.fully_connected]\nwith slim.arg_scope(fns, activation_fn=None):\n    h = slim.fully_connected(x, 4)\n" + _RUN,
        5,
        id="caveat 1: function list not a literal",
    ),
    pytest.param(
        _HEAD + "act = tf.nn.tanh\nwith slim.arg_scope([slim.fully_connected], activation_fn=act):\n    h = slim.fully_connected(x, 4)\n    act = tf.nn.relu\n" + _RUN,
        5,
        id="caveat 1: default rebound inside the block is not static",
    ),
    pytest.param(
        _HEAD + "with slim.arg_scope([slim.fully_connected], activation_fn=None) as sc:\n    h = slim.fully_connected(x, 4)\n" + _RUN,
        4,
        id="caveat 1: arg_scope as NAME",
    ),
    pytest.param(
        _HEAD + 'defaults = dict(activation_fn=None)\nwith slim.arg_scope([slim.fully_connected], **defaults):\n    h = slim.fully_connected(x, 4)\n' + _RUN,
        5,
        id="caveat 1: **defaults (not a dict literal: a literal's entries are written out first, native.partials)",
    ),
    pytest.param(
        "import tensorflow as tf\nimport tensorflow.contrib.slim as slim\nfrom mymodels import tower\nx = tf.ones([2, 3])\n"
        "with slim.arg_scope([slim.fully_connected], activation_fn=None):\n    h = tower(x)\n" + _RUN,
        6,
        id="caveat 2: a helper function called inside the block",
    ),
    pytest.param(
        _HEAD + "with slim.arg_scope([slim.fully_connected], activation_fn=None):\n    h = model.head(x)\n" + _RUN,
        5,
        id="caveat 2: a method called inside the block",
    ),
    pytest.param(
        _HEAD + "with slim.arg_scope([slim.fully_connected], activation_fn=None):\n    layer = slim.fully_connected\n    h = layer(x, 4)\n" + _RUN,
        5,
        id="caveat 2: listed function used other than by a call",
    ),
    pytest.param(
        _HEAD + "with slim.arg_scope([slim.fully_connected], activation_fn=None):\n    def tower(t):\n        return slim.fully_connected(t, 4)\nh = tower(x)\n" + _RUN,
        5,
        id="caveat 2: a function defined inside the block",
    ),
    pytest.param(
        _HEAD + "with slim.arg_scope([slim.fully_connected], activation_fn=None):\n    h = slim.fully_connected(x, 4, tf.nn.relu)\n" + _RUN,
        5,
        id="caveat 3: positional parameter also given as a default",
    ),
]


@pytest.mark.parametrize("src, line", REFUSED)
def test_refused(refused, src, line):
    refused(src, "arg_scopes", line)
