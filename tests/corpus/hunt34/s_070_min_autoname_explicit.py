import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 6, 2])
a = tf.layers.conv1d(x, 3, 3, name='conv1d')
b = tf.layers.conv1d(x, 3, 3)
c = tf.layers.conv1d(x, 3, 3, name='conv1d_2')

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.global_variables()])
    print(sess.run(a + b + c, {x: np.ones([1, 6, 2], np.float32)}))
