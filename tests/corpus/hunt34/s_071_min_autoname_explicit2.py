import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 6, 2])
a = tf.layers.conv1d(x, 3, 3)
b = tf.layers.conv1d(x, 3, 3, name='conv1d_1')
c = tf.layers.conv1d(x, 3, 3)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(a + b + c, {x: np.ones([1, 6, 2], np.float32)}))
    print([v.name for v in tf.global_variables()])
