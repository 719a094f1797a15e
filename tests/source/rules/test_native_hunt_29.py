"""Session 29: islands of hunt 10 made native, and the red-team hunts of this session.
Strings in, strings out (no TensorFlow import); the numbers: the legacy fixtures named in each
test."""

TOWERS = '''import tensorflow as tf
tf.set_random_seed(0)

def net(x, reuse, is_training):
    with tf.variable_scope("Net", reuse=reuse):
        x = tf.reshape(x, [-1, 4, 4, 1])
        c = tf.layers.conv2d(x, 2, 3)
        f = {flatten}(c)
        h = tf.layers.dense(f, 3)
        h = tf.layers.dropout(h, rate=0.5, training=is_training)
        out = tf.layers.dense(h, 2)
    return out

X = tf.placeholder(tf.float32, [None, 16])
train = net(X, reuse=False, is_training=True)
test = net(X, reuse=True, is_training=False)
loss = tf.reduce_mean(train)
step = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([step, loss], {{X: [[1.0] * 16]}}))
    print(sess.run(test, {{X: [[1.0] * 16]}}))
'''


def test_a_reused_tower_flattening_with_contrib_layers_converts(native):
    """Hunt 10 r89 (aymeric's convnet with tf.layers): ``tf.contrib.layers.flatten`` in a tower
    called twice with reuse kept the whole file in a compat island. Checked EQUIVALENT
    (19 values, dropout included: its TF1 op seed is counted through the flatten)."""
    code, diags = native(TOWERS.format(flatten="tf.contrib.layers.flatten"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.count('name="Net/dense/kernel"') == 1 and code.count('name="Net/conv2d/kernel"') == 1, code
    assert "f = tf.reshape(c, [tf.shape(c)[0], -1])" in code, code
    assert "h = tf.nn.dropout(h, rate=0.5, seed=" in code, code  # the TF1 op seed, counted past the flatten


def test_a_dropout_with_training_false_in_the_second_tower_draws_nothing(native):
    """Hunt 10 r89: the test tower's ``tf.layers.dropout(h, training=False)`` (no random op in
    TF1) was warned about as a random op computed by two sess.run sites."""
    code, diags = native(TOWERS.format(flatten="tf.layers.flatten"))
    assert not [d for d in diags if "draws random numbers" in d.reason], [str(d) for d in diags]
    assert code.count("tf.nn.dropout(") == 1, code
