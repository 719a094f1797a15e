import numpy as np
import tensorflow as tf

tf.set_random_seed(87)
np.random.seed(87)

X = np.random.randn(2, 10, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [2, 10, 2])
h = tf.layers.conv1d(x, 3, 3, kernel_initializer=tf.ones_initializer(), name='c')
noise = tf.random_uniform([2, 8, 3], -1.0, 1.0)
out = h + noise

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: X})[0])
