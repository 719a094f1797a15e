"""Rule regularizers: l2_regularizer -> scale * tf.nn.l2_loss; slim's collections -> lists."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        import tensorflow.contrib.slim as slim
        x = tf.placeholder(tf.float32, [None, 3])
        h = slim.fully_connected(x, 4, weights_regularizer=slim.l2_regularizer(0.01), scope="fc1")
        out = slim.fully_connected(h, 2, weights_regularizer=tf.contrib.layers.l2_regularizer(0.5), scope="fc2")
        loss = tf.reduce_sum(out) + tf.add_n(tf.losses.get_regularization_losses())
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(loss, {x: [[1.0, 2.0, 3.0]]}))
            print([v.name for v in slim.get_model_variables()])
        """,
        """
        import tensorflow as tf
        fc1_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 4], dtype=tf.float32), name="fc1/weights")
        fc1_biases = tf.Variable(tf.zeros_initializer()([4], dtype=tf.float32), name="fc1/biases")
        fc1_weights_l2_loss = 0.01 * tf.nn.l2_loss(fc1_weights)
        fc2_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([4, 2], dtype=tf.float32), name="fc2/weights")
        fc2_biases = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32), name="fc2/biases")
        fc2_weights_l2_loss = 0.5 * tf.nn.l2_loss(fc2_weights)


        @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])
        def loss_step(x):
            h = tf.nn.relu(tf.nn.bias_add(tf.matmul(x, fc1_weights), fc1_biases))
            out = tf.nn.relu(tf.nn.bias_add(tf.matmul(h, fc2_weights), fc2_biases))
            loss = tf.reduce_sum(out) + tf.add_n([fc1_weights_l2_loss, fc2_weights_l2_loss])
            return loss


        def run_loss(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            loss = loss_step(x)
            return loss.numpy()


        print(run_loss(x=[[1.0, 2.0, 3.0]]))
        print([v.name for v in [fc1_weights, fc1_biases, fc2_weights, fc2_biases]])
        """,
        id="weights_regularizer losses in TF1 order and model variables",
    ),
    pytest.param(
        """
        import tensorflow as tf
        import tensorflow.contrib.slim as slim
        x = tf.ones([2, 3])
        h = slim.fully_connected(x, 4, weights_regularizer=slim.l2_regularizer(0.01), scope="fc1")
        first = tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)
        out = slim.fully_connected(h, 2, weights_regularizer=slim.l2_regularizer(0.01), scope="fc2")
        penalty = tf.contrib.layers.l2_regularizer(0.5)(out)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run([first, penalty]))
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        fc1_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 4], dtype=tf.float32), name="fc1/weights")
        fc1_biases = tf.Variable(tf.zeros_initializer()([4], dtype=tf.float32), name="fc1/biases")
        fc1_weights_l2_loss = 0.01 * tf.nn.l2_loss(fc1_weights)
        h = tf.nn.relu(tf.nn.bias_add(tf.matmul(x, fc1_weights), fc1_biases))
        first = [fc1_weights_l2_loss]
        fc2_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([4, 2], dtype=tf.float32), name="fc2/weights")
        fc2_biases = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32), name="fc2/biases")
        fc2_weights_l2_loss = 0.01 * tf.nn.l2_loss(fc2_weights)
        out = tf.nn.relu(tf.nn.bias_add(tf.matmul(h, fc2_weights), fc2_biases))
        penalty = 0.5 * tf.nn.l2_loss(out)
        print(tf.nest.map_structure(lambda t: t.numpy(), [first, penalty]))
        """,
        id="get_collection lists what exists at that point; l2_regularizer(s)(t) applied directly",
    ),
    pytest.param(
        """
        import tensorflow as tf
        import tensorflow.contrib.slim as slim
        x = tf.ones([2, 3])
        h = slim.fully_connected(x, 3, scope="fc1")
        print(len(slim.get_model_variables()))
        out = slim.fully_connected(h, 2, weights_regularizer=slim.l2_regularizer(0.01), scope="fc2")
        with tf.Session() as s:
            print(s.run(out))
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        fc1_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 3], dtype=tf.float32), name="fc1/weights")
        fc1_biases = tf.Variable(tf.zeros_initializer()([3], dtype=tf.float32), name="fc1/biases")
        h = tf.nn.relu(tf.nn.bias_add(tf.matmul(x, fc1_weights), fc1_biases))
        print(len([fc1_weights, fc1_biases]))
        fc2_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 2], dtype=tf.float32), name="fc2/weights")
        fc2_biases = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32), name="fc2/biases")
        fc2_weights_l2_loss = 0.01 * tf.nn.l2_loss(fc2_weights)
        out = tf.nn.relu(tf.nn.bias_add(tf.matmul(h, fc2_weights), fc2_biases))
        print(out.numpy())
        """,
        id="model variables between layers: the ones built so far",
    ),
    pytest.param(
        """
        import tensorflow as tf
        import tensorflow.contrib.slim as slim
        x = tf.ones([2, 3])
        h = slim.fully_connected(x, 4, weights_regularizer=slim.l2_regularizer(0.01))
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(h))
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        fully_connected_weights = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 4], dtype=tf.float32), name="fully_connected/weights")
        fully_connected_biases = tf.Variable(tf.zeros_initializer()([4], dtype=tf.float32), name="fully_connected/biases")
        h = tf.nn.relu(tf.nn.bias_add(tf.matmul(x, fully_connected_weights), fully_connected_biases))
        print(h.numpy())
        """,
        id="no loss emitted when the file never reads the collection",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        reg = tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)
        with tf.Session() as s:
            print(len(reg))
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3])
        reg = []
        print(len(reg))
        """,
        id="no regularizer: an empty collection",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


_HEAD = "import tensorflow as tf\nimport tensorflow.contrib.slim as slim\nx = tf.ones([2, 3])\n"

REFUSED = [
    pytest.param(
        _HEAD + "h = slim.fully_connected(x, 4, weights_regularizer=slim.l2_regularizer(1))\nloss = tf.add_n(slim.losses.get_regularization_losses())\n"
        "with tf.Session() as s:\n    print(s.run(loss))\n",
        4,
        id="caveat 1: integer scale",
    ),
    pytest.param(
        _HEAD + "h = slim.fully_connected(x, 4, weights_regularizer=slim.l1_regularizer(0.1))\nwith tf.Session() as s:\n    print(s.run(h))\n",
        4,
        id="caveat 2: other regularizers",
    ),
    pytest.param(
        "import tensorflow as tf\nx = tf.ones([2, 3])\npenalty = tf.contrib.layers.l2_regularizer(0.5)(x, name='p')\nwith tf.Session() as s:\n    print(s.run(penalty))\n",
        3,
        id="caveat 2: direct call with extra arguments",
    ),
    pytest.param(
        _HEAD + "h = slim.fully_connected(x, 4, weights_regularizer=slim.l2_regularizer(0.1), scope='fc1')\n"
        "loss = tf.add_n(slim.losses.get_regularization_losses(scope='fc1'))\nwith tf.Session() as s:\n    print(s.run(loss))\n",
        5,
        id="caveat 3: collection read with scope=",
    ),
    pytest.param(
        "import tensorflow as tf\nimport tensorflow.contrib.slim as slim\ndef tower(t):\n    return tf.keras.layers.Dense(3)(t)\nx = tf.ones([2, 3])\n"
        "h = slim.fully_connected(x, 4, weights_regularizer=slim.l2_regularizer(0.1))\ny = tower(h)\n"
        "loss = tf.add_n(slim.losses.get_regularization_losses())\nwith tf.Session() as s:\n    print(s.run([y, loss]))\n",
        8,
        id="caveat 3: variables created where the converter cannot see",
    ),
    pytest.param(
        _HEAD + "h = slim.fully_connected(x, 3, scope='fc1')\nfor v in slim.get_model_variables():\n    print(v.name)\n"
        "out = slim.fully_connected(h, 2, scope='fc2')\nwith tf.Session() as s:\n    print(s.run(out))\n",
        5,
        id="caveat 3: plain Python reading the collection before later layers",
    ),
]


@pytest.mark.parametrize("src, line", REFUSED)
def test_refused(refused, src, line):
    refused(src, "regularizers", line)


def test_caveat_losses_read_outside_sess_run_while_trained_are_refused(refused):
    src = (
        "import tensorflow as tf\nimport tensorflow.contrib.slim as slim\nx = tf.placeholder(tf.float32, [None, 3])\n"
        "h = slim.fully_connected(x, 1, weights_regularizer=slim.l2_regularizer(0.1))\n"
        "train = tf.train.GradientDescentOptimizer(0.1).minimize(tf.reduce_sum(h) + tf.add_n(tf.losses.get_regularization_losses()))\n"
        "for t in tf.losses.get_regularization_losses():\n    print(t.name)\n"
        "with tf.Session() as s:\n    s.run(tf.global_variables_initializer())\n    s.run(train, {x: [[1.0, 2.0, 3.0]]})\n"
    )
    refused(src, "regularizers", 6)


SCOPED_UPDATES = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
t = tf.placeholder(tf.bool)
with tf.variable_scope("Gen"):
    g = tf.layers.batch_normalization(tf.layers.dense(x, 2), training=t)
with tf.variable_scope("Disc"):
    d = tf.layers.batch_normalization(tf.layers.dense(g, 2), training=t)
loss = tf.reduce_sum(d)
ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS, scope=SCOPE)
with tf.control_dependencies(ops):
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {x: np.ones((2, 3)), t: True})[1])
"""


@pytest.mark.parametrize("scope, updated", [
    pytest.param("'Gen'", ["Gen"], id="one network's"),
    pytest.param("'Di'", ["Disc"], id="a prefix (re.match)"),
    pytest.param("''", ["Gen", "Disc"], id="every one"),
])
def test_caveat_4_update_ops_of_a_scope(native, scope, updated):
    code, diags = native(SCOPED_UPDATES.replace("SCOPE", scope))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assigned = {net for net in ("Gen", "Disc") if f"{net}_batch_normalization_moving_mean.assign_sub(" in code}
    assert assigned == set(updated)


@pytest.mark.parametrize("scope", [
    pytest.param("'Gen/'", id="not a plain name"),
    pytest.param("'Gen_1'", id="decided by TF1's numbering of re-entered scopes"),
    pytest.param("name", id="not a literal"),
])
def test_caveat_4_other_scopes_are_refused(refused, scope):
    refused(SCOPED_UPDATES.replace("SCOPE", scope).replace("import numpy as np\n", "import numpy as np\nname = 'Gen'\n"), "regularizers")
