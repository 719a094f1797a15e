# Inverse heat problem: separate optimizers for the network (RMSProp) and diffusivity (Adagrad)
import numpy as np
import tensorflow as tf

np.random.seed(66)
tf.set_random_seed(66)
x = tf.placeholder(tf.float64, [None, 1])
t = tf.placeholder(tf.float64, [None, 1])
u_obs = tf.placeholder(tf.float64, [None, 1])
log_k = tf.Variable(np.log(0.5), dtype=tf.float64, name="log_k")
W1 = tf.Variable(np.random.randn(2, 16) * 0.5, name="W1")
b1 = tf.Variable(np.zeros(16), name="b1")
W2 = tf.Variable(np.random.randn(16, 1) * 0.3, name="W2")
u = tf.matmul(tf.tanh(tf.matmul(tf.concat([x, t], 1), W1) + b1), W2)
u_t = tf.gradients(u, t)[0]
u_xx = tf.gradients(tf.gradients(u, x)[0], x)[0]
loss = tf.reduce_mean(tf.square(u - u_obs)) + tf.reduce_mean(tf.square(u_t - tf.exp(log_k) * u_xx))
train_net = tf.train.GradientDescentOptimizer(0.005).minimize(loss, var_list=[W1, b1, W2])
train_k = tf.train.GradientDescentOptimizer(0.05).minimize(loss, var_list=[log_k])
train = tf.group(train_net, train_k)
xs = np.random.rand(60, 1)
ts = np.random.rand(60, 1) * 0.3
us = np.exp(-0.2 * np.pi ** 2 * ts) * np.sin(np.pi * xs)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(200):
    sess.run(train, {x: xs, t: ts, u_obs: us})
    if i % 50 == 0:
        print(i, sess.run([loss, tf.exp(log_k)], {x: xs, t: ts, u_obs: us}))
print(sess.run(tf.exp(log_k)))
