# Gradients through tf.where and tf.cond: piecewise material coefficient in a 1-D diffusion residual
import numpy as np
import tensorflow as tf

tf.set_random_seed(31)
np.random.seed(31)

x = tf.placeholder(tf.float32, [None, 1])
use_soft = tf.placeholder(tf.bool, [])
W1 = tf.Variable(tf.random_normal([1, 10], stddev=0.8))
b1 = tf.Variable(tf.random_normal([10], stddev=0.3))
W2 = tf.Variable(tf.random_normal([10, 1], stddev=0.3))
u = tf.matmul(tf.tanh(tf.matmul(x, W1) + b1), W2)
kappa = tf.where(x < 0.5, tf.ones_like(x), 3.0 * tf.ones_like(x))
flux = kappa * tf.gradients(u, x)[0]
res = tf.gradients(flux, x)[0] + 1.0
act = tf.cond(use_soft, lambda: tf.nn.softplus(res), lambda: tf.abs(res))
loss = tf.reduce_mean(act)
train = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
xs = np.linspace(0, 1, 21)[:, None].astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(100):
    sess.run(train, {x: xs, use_soft: i % 2 == 0})
print(sess.run([loss], {x: xs, use_soft: True}))
print(sess.run(flux, {x: xs[::5]}).ravel())
