import numpy as np
import tensorflow as tf

tf.set_random_seed(58)
np.random.seed(58)

X = np.random.randn(3, 8, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8, 2], name='inp')
h = tf.layers.conv1d(x, 3, 3, name='conv')
out = tf.reduce_mean(h, axis=[1, 2], name='score')

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, feed_dict={'inp:0': X}))
    print(sess.run('score:0', feed_dict={x: X}))
