import numpy as np
import tensorflow as tf
tf.set_random_seed(100)
x = tf.placeholder(np.float64, [None, 2])
out = tf.layers.dense(x, 1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(repr(sess.run(out, {x: np.ones((1, 2))})))
