# KdV equation u_t + 6 u u_x + u_xxx = 0 residual, float64, third derivatives
import numpy as np
import tensorflow as tf

np.random.seed(12)
tf.set_random_seed(12)

layers = [2, 10, 10, 1]
x = tf.placeholder(tf.float64, [None, 1])
t = tf.placeholder(tf.float64, [None, 1])
W_0 = tf.Variable(tf.truncated_normal([2, 10], stddev=0.4, dtype=tf.float64))
b_0 = tf.Variable(tf.zeros([1, 10], dtype=tf.float64))
W_1 = tf.Variable(tf.truncated_normal([10, 10], stddev=0.4, dtype=tf.float64))
b_1 = tf.Variable(tf.zeros([1, 10], dtype=tf.float64))
W_2 = tf.Variable(tf.truncated_normal([10, 1], stddev=0.4, dtype=tf.float64))
b_2 = tf.Variable(tf.zeros([1, 1], dtype=tf.float64))
H = tf.concat([x, t], 1)
H = tf.tanh(tf.matmul(H, W_0) + b_0)
H = tf.tanh(tf.matmul(H, W_1) + b_1)
u = tf.matmul(H, W_2) + b_2
u_t = tf.gradients(u, t)[0]
u_x = tf.gradients(u, x)[0]
u_xx = tf.gradients(u_x, x)[0]
u_xxx = tf.gradients(u_xx, x)[0]
f = u_t + 6.0 * u * u_x + u_xxx
c = 1.0
u_exact = tf.placeholder(tf.float64, [None, 1])
loss = tf.reduce_mean(tf.square(f)) + 10.0 * tf.reduce_mean(tf.square(u - u_exact))
adam = tf.train.AdamOptimizer(learning_rate=0.003).minimize(loss)
sgd = tf.train.GradientDescentOptimizer(learning_rate=1e-4).minimize(loss)

xs = np.random.uniform(-4, 4, (50, 1))
ts = np.random.uniform(0, 1, (50, 1))
us = 0.5 * c / np.cosh(0.5 * np.sqrt(c) * (xs - c * ts)) ** 2
fd = {x: xs, t: ts, u_exact: us}
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(150):
    sess.run(adam, feed_dict=fd)
    if i % 50 == 0:
        print("adam", i, sess.run(loss, feed_dict=fd))
for i in range(20):
    sess.run(sgd, feed_dict=fd)
print("sgd", sess.run(loss, feed_dict=fd))
print(sess.run(u_xxx, feed_dict={x: xs[:3], t: ts[:3]}).ravel())
