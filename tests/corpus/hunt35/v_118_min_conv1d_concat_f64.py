import numpy as np
import tensorflow as tf
tf.set_random_seed(118)
x = tf.placeholder(tf.float64, [None, 4, 1])
c = tf.layers.conv1d(tf.concat([x, 2.0 * x], axis=-1), 1, 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(repr(sess.run(c, {x: np.ones((1, 4, 1))})))
