# Inverse problem with a hand-written update: lam.assign_sub(lr * dL/dlam), network by Adam
import numpy as np
import tensorflow as tf

np.random.seed(77)
tf.set_random_seed(77)

x = tf.placeholder(tf.float32, [None, 1])
u_obs = tf.placeholder(tf.float32, [None, 1])
lam = tf.Variable(0.5, name="lam")
W1 = tf.Variable(tf.random_normal([1, 20], stddev=1.0))
b1 = tf.Variable(tf.random_normal([20], stddev=1.0))
W2 = tf.Variable(tf.random_normal([20, 1], stddev=0.1))
u = tf.matmul(tf.tanh(tf.matmul(x, W1) + b1), W2)
u_xx = tf.gradients(tf.gradients(u, x)[0], x)[0]
res = u_xx + lam * u  # u'' + lam u = 0, true lam = 4 for sin(2x)
loss = tf.reduce_mean(tf.square(u - u_obs)) + 0.1 * tf.reduce_mean(tf.square(res))
g_lam = tf.gradients(loss, lam)[0]
update_lam = tf.assign_sub(lam, 0.05 * g_lam)
net_train = tf.train.AdamOptimizer(0.01).minimize(loss, var_list=[W1, b1, W2])

xs = np.linspace(0, 3, 30)[:, None].astype(np.float32)
us = np.sin(2 * xs)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(200):
    sess.run(net_train, {x: xs, u_obs: us})
    sess.run(update_lam, {x: xs, u_obs: us})
    if i % 50 == 0:
        print(i, sess.run([loss, lam], {x: xs, u_obs: us}))
print("lambda", sess.run(lam))
