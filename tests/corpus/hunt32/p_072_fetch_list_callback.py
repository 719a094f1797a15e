# Inverse PINN printing through a callback fed by sess.run([loss, lambda_1, lambda_2])
import numpy as np
import tensorflow as tf

np.random.seed(72)
tf.set_random_seed(72)


def callback(loss, lambda_1, lambda_2):
    print('Loss: %.6e, l1: %.5f, l2: %.5f' % (loss, lambda_1, lambda_2))


x = tf.placeholder(tf.float32, [None, 1])
t = tf.placeholder(tf.float32, [None, 1])
u_obs = tf.placeholder(tf.float32, [None, 1])
lambda_1 = tf.Variable(0.0, name="lambda_1")
lambda_2 = tf.Variable(-3.0, name="lambda_2")
W1 = tf.Variable(tf.truncated_normal([2, 16], stddev=0.5), name="W1")
b1 = tf.Variable(tf.zeros([16]), name="b1")
W2 = tf.Variable(tf.truncated_normal([16, 1], stddev=0.5), name="W2")
u = tf.matmul(tf.tanh(tf.matmul(tf.concat([x, t], 1), W1) + b1), W2)
u_t = tf.gradients(u, t)[0]
u_x = tf.gradients(u, x)[0]
u_xx = tf.gradients(u_x, x)[0]
f = u_t + lambda_1 * u * u_x - tf.exp(lambda_2) * u_xx
loss = tf.reduce_mean(tf.square(u - u_obs)) + tf.reduce_mean(tf.square(f))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
xs = np.random.uniform(-1, 1, (60, 1)).astype(np.float32)
ts = np.random.uniform(0, 1, (60, 1)).astype(np.float32)
us = (-np.sin(np.pi * xs) * np.exp(-ts)).astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
fd = {x: xs, t: ts, u_obs: us}
for it in range(150):
    sess.run(train, fd)
    if it % 50 == 0:
        callback(*sess.run([loss, lambda_1, lambda_2], fd))
l1, l2 = sess.run([lambda_1, tf.exp(lambda_2)])
print(l1, l2)
