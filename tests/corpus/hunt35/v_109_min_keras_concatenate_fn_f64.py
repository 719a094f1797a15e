import numpy as np
import tensorflow as tf
tf.set_random_seed(109)
a = tf.placeholder(tf.float64, [None, 2])
b = tf.placeholder(tf.float64, [None, 1])
d = tf.keras.layers.Dense(1)
out = d(tf.keras.layers.concatenate([a, b]))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(repr(sess.run(out, {a: np.ones((1, 2)), b: np.ones((1, 1))})))
