import numpy as np
import tensorflow as tf

tf.set_random_seed(68)
np.random.seed(68)

A = np.random.randn(4, 10, 3).astype(np.float32)
B = np.random.randn(4, 10, 3).astype(np.float32)
xa = tf.placeholder(tf.float32, [None, 10, 3])
xb = tf.placeholder(tf.float32, [None, 10, 3])

with tf.variable_scope('siamese'):
    ha = tf.layers.conv1d(xa, 4, 3)
    fa = tf.reduce_max(ha, axis=1)
with tf.variable_scope('siamese', reuse=True):
    hb = tf.layers.conv1d(xb, 4, 3)
    fb = tf.reduce_max(hb, axis=1)
hc = tf.layers.conv1d(xa, 4, 3)
dist = tf.reduce_sum(tf.square(fa - fb), axis=1)
loss = tf.reduce_mean(dist) + tf.reduce_mean(hc)
train = tf.train.GradientDescentOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        print(i, sess.run([loss, train], {xa: A, xb: B})[0])
