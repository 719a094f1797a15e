import numpy as np
import tensorflow as tf

tf.set_random_seed(67)
np.random.seed(67)

A = np.random.randn(4, 10, 3).astype(np.float32)
B = np.random.randn(4, 10, 3).astype(np.float32)
xa = tf.placeholder(tf.float32, [None, 10, 3])
xb = tf.placeholder(tf.float32, [None, 10, 3])

def tower(x):
    with tf.variable_scope('tower', reuse=tf.AUTO_REUSE):
        h = tf.layers.conv1d(x, 4, 3, activation=tf.nn.relu)
        h = tf.layers.conv1d(h, 4, 3, activation=tf.nn.relu)
        h = tf.reduce_max(h, axis=1)
        h = tf.layers.dense(h, 2)
    return h

oa = tower(xa)
ob = tower(xb)
loss = tf.reduce_mean(tf.square(oa - ob))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        print(i, sess.run([loss, train], {xa: A, xb: B})[0])
