import numpy as np
import tensorflow as tf
tf.set_random_seed(115)
x = tf.placeholder(tf.float32, [None, 2])
out = tf.layers.dense(tf.cast(x, np.float64), 1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(repr(sess.run(out, {x: np.ones((1, 2), np.float32)})))
