import numpy as np
import tensorflow as tf
tf.set_random_seed(8); np.random.seed(8)
X = np.random.randn(16, 5) * 3 + 1
Y = np.random.randn(16, 1)
x = tf.placeholder(tf.float64, [None, 5])
y = tf.placeholder(tf.float64, [None, 1])
is_train = tf.placeholder(tf.bool, [])
h = tf.layers.dense(x, 6)
h = tf.layers.batch_normalization(h, training=is_train, momentum=0.9)
h = tf.nn.relu(h)
out = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(out - y))
upd = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(upd):
    train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y, is_train: True})
        print(i, l)
    mv = [v for v in tf.global_variables() if "moving" in v.name]
    vals = sess.run(mv)
    for v, val in zip(mv, vals):
        print(v.name, v.dtype, val)
    print(sess.run(loss, {x: X, y: Y, is_train: False}))
