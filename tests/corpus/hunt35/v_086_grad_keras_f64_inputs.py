import numpy as np
import tensorflow as tf
tf.set_random_seed(86); np.random.seed(86)
X = np.random.randn(3, 4)
x = tf.placeholder(tf.float64, [None, 4])
enc = tf.keras.layers.Dense(3, activation="softplus")
dec = tf.keras.layers.Dense(4)
rec = dec(enc(x))
err = tf.reduce_sum(tf.square(rec - x))
gx, = tf.gradients(err, [x])
gk = tf.gradients(err, [enc.kernel, dec.bias])
hess_diag = tf.gradients(tf.reduce_sum(gx), x)[0]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    a, b, c = sess.run([gx, gk, hess_diag], {x: X})
    print(repr(a)); print(repr(b[0])); print(repr(b[1])); print(repr(c))
