"""Rule conv_layers: tf.layers.conv2d / pooling / flatten -> tf.nn ops + TF1-named variables.

Strings in, strings out (no TensorFlow import). Both eras are compared on the legacy fixture
``layers_cnn.py`` (conv, pooling both paddings, flatten, dense, training).
"""
import pytest

HEAD = """
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 6, 6, 1])
"""


def test_conv_pool_flatten_dense(expect):
    expect(
        HEAD + """c = tf.layers.conv2d(x, 2, 3, padding="same", activation=tf.nn.relu, name="conv")
p = tf.layers.max_pooling2d(c, 2, 2)
f = tf.layers.flatten(p)
out = tf.layers.dense(f, 3)
with tf.Session() as sess:
    print(sess.run(out, feed_dict={x: [[[[0.0]] * 6] * 6]}).shape)
""",
        """
import tensorflow as tf
conv_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 3, 1, 2], dtype=tf.float32), name="conv/kernel")
conv_bias = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32), name="conv/bias")
dense_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([18, 3], dtype=tf.float32), name="dense/kernel")
dense_bias = tf.Variable(tf.zeros_initializer()([3], dtype=tf.float32), name="dense/bias")


@tf.function(input_signature=[tf.TensorSpec([None, 6, 6, 1], tf.float32)])
def out_step(x):
    c = tf.nn.relu(tf.nn.bias_add(tf.nn.conv2d(x, filters=conv_kernel, strides=[1, 1, 1, 1], padding="SAME"), conv_bias))
    p = tf.nn.max_pool2d(c, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding="VALID")
    f = tf.reshape(p, [-1, 18])
    out = tf.nn.bias_add(tf.matmul(f, dense_kernel), dense_bias)
    return out


def run_out(x):
    x = tf.convert_to_tensor(x, dtype=tf.float32)
    out = out_step(x)
    return out.numpy()


print(run_out(x=[[[[0.0]] * 6] * 6]).shape)
""",
    )


def test_valid_padding_strides_and_default_names(expect):
    # valid 3x3 stride 2 on 6 -> 2; average pooling same 2/2 on 2 -> 1; names conv2d, conv2d_1
    expect(
        HEAD + """a = tf.layers.conv2d(x, 1, (3, 3), strides=(2, 2), use_bias=False)
b = tf.layers.conv2d(a, 1, 1)
m = tf.layers.average_pooling2d(b, pool_size=2, strides=2, padding="same")
with tf.Session() as sess:
    print(sess.run(tf.shape(m), feed_dict={x: [[[[0.0]] * 6] * 6]}))
""",
        """
import tensorflow as tf
conv2d_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([3, 3, 1, 1], dtype=tf.float32), name="conv2d/kernel")
conv2d_1_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([1, 1, 1, 1], dtype=tf.float32), name="conv2d_1/kernel")
conv2d_1_bias = tf.Variable(tf.zeros_initializer()([1], dtype=tf.float32), name="conv2d_1/bias")


@tf.function(input_signature=[tf.TensorSpec([None, 6, 6, 1], tf.float32)])
def tf_shape_m_step(x):
    a = tf.nn.conv2d(x, filters=conv2d_kernel, strides=[1, 2, 2, 1], padding="VALID")
    b = tf.nn.bias_add(tf.nn.conv2d(a, filters=conv2d_1_kernel, strides=[1, 1, 1, 1], padding="VALID"), conv2d_1_bias)
    m = tf.nn.avg_pool2d(input=b, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding="SAME")
    return tf.shape(m)


def run_tf_shape_m(x):
    x = tf.convert_to_tensor(x, dtype=tf.float32)
    fetched = tf_shape_m_step(x)
    return fetched.numpy()


print(run_tf_shape_m(x=[[[[0.0]] * 6] * 6]))
""",
    )


@pytest.mark.parametrize(
    "line, reason",
    [
        pytest.param('c = tf.layers.conv2d(x, 2, 3, data_format="channels_first")', "data_format", id="channels first"),
        pytest.param("c = tf.layers.conv2d(x, 2, 3, strides=2, dilation_rate=2)", "dilation", id="dilation with strides"),
        pytest.param("c = tf.layers.conv2d(x, 2, k)", "kernel_size", id="kernel size not a literal"),
        pytest.param('c = tf.layers.conv2d(x, 2, 3, padding=mode)', "padding", id="padding not a literal"),
        pytest.param("c = tf.layers.conv2d(x, 2, 3, bias_regularizer=r)", "bias_regularizer", id="regularizer"),
        pytest.param("c = tf.layers.conv2d(tf.reshape(x, [-1, 36]), 2, 3)", "rank-4", id="input shape unknown"),
        pytest.param("c = tf.layers.max_pooling2d(x, 2, 2, data_format='channels_first')", "data_format", id="pool channels first"),
    ],
)
def test_refused(refused, line, reason):
    diags = refused(HEAD + line + "\nwith tf.Session() as sess:\n    print(sess.run(c, feed_dict={x: [[[[0.0]] * 6] * 6]}))\n", "conv_layers", 3)
    assert any(reason in d.reason for d in diags if d.rule == "conv_layers"), [str(d) for d in diags]


@pytest.mark.parametrize("call, kernel, output", [
    pytest.param("tf.layers.conv2d_transpose(x, 3, 5, strides=2, padding='same')", "[5, 5, 3, 1]", "[tf.shape(x)[0], 12, 12, 3]",
                 id="same: h * s"),
    pytest.param("tf.layers.conv2d_transpose(x, 2, 3, strides=2)", "[3, 3, 2, 1]", "[tf.shape(x)[0], 13, 13, 2]",
                 id="valid: h * s + max(k - s, 0)"),
    pytest.param("tf.layers.conv2d_transpose(x, 2, (1, 1))", "[1, 1, 2, 1]", "[tf.shape(x)[0], 6, 6, 2]", id="stride 1"),
])
def test_conv2d_transpose_is_tf1s_layer(native, call, kernel, output):
    code, diags = native(HEAD + f"c = {call}\nshape = c.get_shape().as_list()\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(shape, sess.run(c, feed_dict={x: [[[[0.0]] * 6] * 6]}).shape)\n")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert f'tf.keras.initializers.GlorotUniform()({kernel}, dtype=tf.float32), name="conv2d_transpose/kernel")' in code
    assert f"tf.nn.conv2d_transpose(x, conv2d_transpose_kernel, tf.stack({output})" in code
    dims = output.split(", ", 1)[1].rstrip("]")
    assert f"shape = [None, {dims}]" in code  # (the static shape read: the layer's output shape)


def test_conv2d_transpose_needs_the_input_shape(refused):
    diags = refused(HEAD + "c = tf.layers.conv2d_transpose(tf.reshape(x, [-1, 6, 6, n]), 2, 3)\n"
                    "with tf.Session() as sess:\n    print(sess.run(c, feed_dict={x: [[[[0.0]] * 6] * 6]}))\n", "conv_layers", 3)
    assert any("height, width, channels" in d.reason for d in diags)
