# tf.hessians of a small network's scalar output w.r.t. its input
import numpy as np
import tensorflow as tf

tf.set_random_seed(3)
np.random.seed(3)

x = tf.placeholder(tf.float32, shape=[3])
W1 = tf.Variable(tf.random_normal([3, 8], stddev=0.5))
b1 = tf.Variable(tf.zeros([8]))
W2 = tf.Variable(tf.random_normal([8, 1], stddev=0.5))
h = tf.sin(tf.matmul(tf.expand_dims(x, 0), W1) + b1)
y = tf.reduce_sum(tf.matmul(h, W2))
H = tf.hessians(y, x)[0]
g = tf.gradients(y, x)[0]
quad = tf.reduce_sum(tf.square(x)) * 0.5 + x[0] * x[1]
Hq = tf.hessians(quad, x)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
xv = np.array([0.1, -0.2, 0.3], np.float32)
print("grad", sess.run(g, {x: xv}))
print("hess", sess.run(H, {x: xv}))
print("hess quad", sess.run(Hq, {x: xv}))
eig = np.linalg.eigvalsh(sess.run(H, {x: xv}))
print("eig", eig)
