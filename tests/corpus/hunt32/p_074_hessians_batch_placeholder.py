# tf.hessians of a batch sum w.r.t. an [N, 2] placeholder: the full (N,2,N,2) Hessian, then its block diagonal
import numpy as np
import tensorflow as tf

tf.set_random_seed(74)
X = tf.placeholder(tf.float32, [4, 2])
W = tf.Variable(tf.random_normal([2, 6], seed=5))
v = tf.Variable(tf.random_normal([6, 1], seed=6))
E = tf.reduce_sum(tf.matmul(tf.tanh(tf.matmul(X, W)), v))
H = tf.hessians(E, X)[0]
sess = tf.Session()
sess.run(tf.global_variables_initializer())
xs = np.random.RandomState(74).randn(4, 2).astype(np.float32)
Hv = sess.run(H, {X: xs})
print(Hv.shape)
print(np.stack([Hv[i, :, i, :] for i in range(4)]))
print(np.abs(Hv[0, :, 1, :]).max())
