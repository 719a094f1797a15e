# Bayesian-ish PINN with dropout (keep_prob placeholder): deterministic eval with keep_prob=1
import numpy as np
import tensorflow as tf

np.random.seed(55)
tf.set_random_seed(55)
keep_prob = tf.placeholder(tf.float32)
x = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 32, activation=tf.tanh, name="h1")
h = tf.nn.dropout(h, keep_prob=keep_prob, seed=1)
u = tf.layers.dense(h, 1, name="out")
u_x = tf.gradients(u, x)[0]
loss = tf.reduce_mean(tf.square(u_x - tf.cos(x))) + tf.reduce_mean(tf.square(u[:1]))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
xs = np.linspace(0, 3, 20)[:, None].astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(100):
    sess.run(train, {x: xs, keep_prob: 0.9})
print(sess.run(loss, {x: xs, keep_prob: 1.0}))
print(sess.run(u, {x: xs[::5], keep_prob: 1.0}).ravel())
