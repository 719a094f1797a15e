import numpy as np
import tensorflow as tf

np.random.seed(84)
tf.set_random_seed(84)


def fc_bn(x, n, is_training, scope):
    with tf.variable_scope(scope):
        h = tf.contrib.layers.fully_connected(x, n, activation_fn=None, biases_initializer=None)
        h = tf.contrib.layers.batch_norm(h, is_training=is_training, updates_collections=None, decay=0.9)
        return tf.nn.relu(h)


x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
train_flag = tf.placeholder(tf.bool, [])
h = fc_bn(x, 8, train_flag, "l1")
h = fc_bn(h, 8, train_flag, "l2")
out = tf.contrib.layers.fully_connected(h, 1, activation_fn=None)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = (np.random.randn(64, 4) * 2 + 3).astype(np.float32)
Y = (X[:, :1] * X[:, 1:2]) / 10.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        _, l = sess.run([train, loss], {x: X, y: Y, train_flag: True})
        if i % 10 == 0:
            print(i, "%.5f" % l)
    print("eval %.5f" % sess.run(loss, {x: X, y: Y, train_flag: False}))
    print(sorted(v.name for v in tf.global_variables() if "Adam" not in v.name and "power" not in v.name))
