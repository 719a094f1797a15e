# Finite-difference check of PINN derivatives: tf.gradients vs central differences via sess.run
import numpy as np
import tensorflow as tf

tf.set_random_seed(68)
x = tf.placeholder(tf.float64, [None, 1])
W1 = tf.Variable(tf.random_normal([1, 10], dtype=tf.float64, seed=1))
b1 = tf.Variable(tf.random_normal([10], dtype=tf.float64, seed=2))
W2 = tf.Variable(tf.random_normal([10, 1], dtype=tf.float64, seed=3))
u = tf.matmul(tf.tanh(tf.matmul(x, W1) + b1), W2)
u_x = tf.gradients(u, x)[0]
u_xx = tf.gradients(u_x, x)[0]
sess = tf.Session()
sess.run(tf.global_variables_initializer())
xs = np.array([[0.0], [0.3], [0.7]])
h = 1e-4
up = sess.run(u, {x: xs + h})
um = sess.run(u, {x: xs - h})
u0 = sess.run(u, {x: xs})
print(sess.run(u_x, {x: xs}).ravel(), ((up - um) / (2 * h)).ravel())
print(sess.run(u_xx, {x: xs}).ravel(), ((up - 2 * u0 + um) / h ** 2).ravel())
