import numpy as np
import tensorflow as tf

tf.set_random_seed(28)
np.random.seed(28)

sig = np.sin(np.linspace(0, 6, 40)).astype(np.float32)
X = np.stack([np.roll(sig, i) for i in range(6)])
Y = X[:, -1:] * 2

x = tf.placeholder(tf.float32, [None, 40])
y = tf.placeholder(tf.float32, [None, 1])
xin = tf.expand_dims(x, -1)
h = tf.layers.conv1d(xin, 4, 5, strides=2, activation=tf.nn.relu)
h = tf.layers.conv1d(h, 4, 3, strides=2)
h = tf.layers.flatten(h)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.RMSPropOptimizer(0.005).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
    print(sess.run(pred, {x: X}).ravel())
