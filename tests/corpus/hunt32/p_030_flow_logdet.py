# Planar-flow style log|det J| of a 2-D map, Jacobian assembled from per-output tf.gradients
import numpy as np
import tensorflow as tf

tf.set_random_seed(10)
np.random.seed(10)

z = tf.placeholder(tf.float32, [None, 2])
u_p = tf.Variable([[0.5, -0.3]])
w_p = tf.Variable([[1.0, 0.7]])
b_p = tf.Variable(0.1)
f = z + u_p * tf.tanh(tf.reduce_sum(z * w_p, axis=1, keepdims=True) + b_p)
f0, f1 = tf.split(f, 2, axis=1)
J = tf.stack([tf.gradients(f0, z)[0], tf.gradients(f1, z)[0]], axis=1)
logdet = tf.log(tf.abs(tf.matrix_determinant(J)))
base_logp = -0.5 * tf.reduce_sum(z ** 2, axis=1) - np.log(2 * np.pi)
nll = -tf.reduce_mean(base_logp - logdet)
opt = tf.train.AdamOptimizer(0.05).minimize(nll)
zs = np.random.randn(16, 2).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(J, {z: zs[:2]}))
    print(sess.run(logdet, {z: zs[:4]}))
    for i in range(50):
        sess.run(opt, {z: zs})
    print(sess.run([nll, u_p, w_p, b_p], {z: zs}))
