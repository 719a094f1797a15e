import numpy as np
import tensorflow as tf

tf.set_random_seed(53)
np.random.seed(53)

X = np.random.randn(6, 10, 2).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.conv1d(x, 4, 3, activation=tf.nn.relu)
h = tf.reduce_mean(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.FtrlOptimizer(0.1, l1_regularization_strength=0.01, l2_regularization_strength=0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
