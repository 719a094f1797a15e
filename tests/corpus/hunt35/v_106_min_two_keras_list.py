import numpy as np
import tensorflow as tf
tf.set_random_seed(106)
x = tf.placeholder(tf.float32, [None, 3])
a = tf.keras.layers.Dense(2)
b = tf.keras.layers.Dense(1)
oa = a(x)
ob = b(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    ra, rb = sess.run([oa, ob], {x: np.ones((1, 3), np.float32)})
    print(ra, rb)
