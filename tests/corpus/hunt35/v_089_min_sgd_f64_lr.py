import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float64, [None, 1])
h = tf.layers.dense(x, 1, use_bias=False, kernel_initializer=tf.ones_initializer())
step = tf.train.GradientDescentOptimizer(0.1).minimize(tf.reduce_sum(h))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(step, {x: np.ones((1, 1))})
    w = sess.run(h, {x: np.ones((1, 1))})[0, 0]
    print((1.0 - w - 0.1) * 1e12)
