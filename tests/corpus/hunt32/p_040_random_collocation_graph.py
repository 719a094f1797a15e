# Collocation points resampled inside the graph every step with tf.random_uniform
import numpy as np
import tensorflow as tf

tf.set_random_seed(40)
np.random.seed(40)

x_col = tf.random_uniform([64, 1], minval=0.0, maxval=1.0, seed=7)
W1 = tf.Variable(tf.truncated_normal([1, 16], stddev=0.5, seed=1))
b1 = tf.Variable(tf.zeros([16]))
W2 = tf.Variable(tf.truncated_normal([16, 1], stddev=0.5, seed=2))


def u_fn(x):
    return x * (1.0 - x) * tf.matmul(tf.tanh(tf.matmul(x, W1) + b1), W2)


u = u_fn(x_col)
u_xx = tf.gradients(tf.gradients(u, x_col)[0], x_col)[0]
loss = tf.reduce_mean(tf.square(u_xx + np.pi ** 2 * tf.sin(np.pi * x_col)))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
x_test = tf.constant(np.linspace(0, 1, 5)[:, None], tf.float32)
u_test = u_fn(x_test)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(150):
    _, l = sess.run([train, loss])
    if i % 50 == 0:
        print(i, l)
print(sess.run(u_test).ravel())
