import numpy as np
import tensorflow as tf

tf.set_random_seed(73)
np.random.seed(73)

A = np.random.randn(3, 8, 2).astype(np.float32)
B = np.random.randn(3, 8, 2).astype(np.float32)
xa = tf.placeholder(tf.float32, [None, 8, 2])
xb = tf.placeholder(tf.float32, [None, 8, 2])
ha = tf.layers.conv1d(xa, 3, 3, name='enc', activation=tf.nn.sigmoid)
hb = tf.layers.conv1d(xb, 3, 3, name='enc', reuse=True, activation=tf.nn.sigmoid)
loss = tf.reduce_sum(tf.square(ha - hb))
gk = tf.gradients(loss, [v for v in tf.trainable_variables() if 'kernel' in v.name])
train = tf.train.ProximalGradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(len(tf.trainable_variables()))
    print(sess.run(gk, {xa: A, xb: B})[0][0])
    for i in range(4):
        print(sess.run([loss, train], {xa: A, xb: B})[0])
