import numpy as np
import tensorflow as tf
tf.set_random_seed(77)
x = tf.placeholder(tf.float64, [None, 2])
d = tf.keras.layers.Dense(1)
out = d(tf.concat([x, x * 2.0], axis=-1))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(repr(sess.run(out, {x: np.ones((2, 2))})))
