# Diffusion coefficient fed through tf.placeholder_with_default; compare two nu values
import numpy as np
import tensorflow as tf

np.random.seed(5)
tf.set_random_seed(5)

nu = tf.placeholder_with_default(tf.constant(0.1, tf.float32), shape=[], name="nu")
x = tf.placeholder(tf.float32, [None, 1])
t = tf.placeholder(tf.float32, [None, 1])
inp = tf.concat([x, t], 1)
W1 = tf.get_variable("W1", [2, 16], initializer=tf.glorot_uniform_initializer(seed=1))
b1 = tf.get_variable("b1", [16], initializer=tf.zeros_initializer())
W2 = tf.get_variable("W2", [16, 1], initializer=tf.glorot_uniform_initializer(seed=2))
u = tf.matmul(tf.sin(tf.matmul(inp, W1) + b1), W2)
u_t = tf.gradients(u, t)[0]
u_xx = tf.gradients(tf.gradients(u, x)[0], x)[0]
res = u_t - nu * u_xx
loss = tf.reduce_mean(res ** 2) + tf.reduce_mean((u - tf.sin(np.pi * x)) ** 2 * tf.cast(tf.equal(t, 0.0), tf.float32))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
xs = np.random.rand(40, 1).astype(np.float32)
ts = np.where(np.arange(40)[:, None] % 4 == 0, 0.0, np.random.rand(40, 1)).astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(150):
    sess.run(train, {x: xs, t: ts})
print(sess.run(loss, {x: xs, t: ts}))
print(sess.run(loss, {x: xs, t: ts, nu: 0.5}))
print(sess.run(res, {x: xs[:3], t: ts[:3], nu: 0.01}).ravel())
