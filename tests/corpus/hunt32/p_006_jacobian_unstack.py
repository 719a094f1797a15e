# Jacobian of a vector-valued network by a tf.unstack loop of tf.gradients
import numpy as np
import tensorflow as tf

np.random.seed(7)
tf.set_random_seed(7)

N_IN, N_OUT = 3, 4
x = tf.placeholder(tf.float32, [None, N_IN])
W = tf.Variable(tf.random_normal([N_IN, N_OUT], seed=1))
b = tf.Variable(tf.random_normal([N_OUT], seed=2))
y = tf.nn.tanh(tf.matmul(x, W) + b)

jac_rows = []
for y_i in tf.unstack(y, axis=1):
    jac_rows.append(tf.gradients(y_i, x)[0])
jac = tf.stack(jac_rows, axis=1)  # [batch, out, in]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    xs = np.random.randn(2, N_IN).astype(np.float32)
    J = sess.run(jac, feed_dict={x: xs})
    print(J.shape)
    print(J)
    Wv = sess.run(W)
    print(np.allclose(J[0], (Wv * (1 - np.tanh(xs[0] @ Wv + sess.run(b)) ** 2)).T, atol=1e-5))
