# Lotka-Volterra with tf.contrib.integrate.odeint, gradient of the final state w.r.t. parameters
import numpy as np
import tensorflow as tf

theta = tf.Variable([1.0, 0.5, 0.5, 1.0], dtype=tf.float64)


def f(y, t):
    return tf.stack([theta[0] * y[0] - theta[1] * y[0] * y[1], theta[2] * y[0] * y[1] - theta[3] * y[1]])


t = np.linspace(0, 2, 11)
y0 = tf.constant([1.0, 0.5], tf.float64)
ys = tf.contrib.integrate.odeint(f, y0, t, method="rk4")
obj = tf.reduce_sum(ys[-1])
g = tf.gradients(obj, theta)[0]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(ys)[-1])
    print(sess.run(g))
