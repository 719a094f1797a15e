# One graph per viscosity value: `with tf.Graph().as_default()` loop, each with its own session
import numpy as np
import tensorflow as tf


def train_for(nu, steps=80):
    g = tf.Graph()
    with g.as_default():
        tf.set_random_seed(50)
        x = tf.placeholder(tf.float32, [None, 1])
        W1 = tf.Variable(tf.truncated_normal([1, 10], stddev=0.5))
        b1 = tf.Variable(tf.zeros([10]))
        W2 = tf.Variable(tf.truncated_normal([10, 1], stddev=0.5))
        u = x * (1 - x) * tf.matmul(tf.tanh(tf.matmul(x, W1) + b1), W2)
        u_x = tf.gradients(u, x)[0]
        u_xx = tf.gradients(u_x, x)[0]
        res = -nu * u_xx + u_x - 1.0
        loss = tf.reduce_mean(tf.square(res))
        train = tf.train.AdamOptimizer(0.01).minimize(loss)
        with tf.Session(graph=g) as sess:
            sess.run(tf.global_variables_initializer())
            xs = np.linspace(0, 1, 21)[:, None].astype(np.float32)
            for _ in range(steps):
                sess.run(train, {x: xs})
            return sess.run(loss, {x: xs}), sess.run(u, {x: xs[::5]}).ravel()


for nu in [1.0, 0.1]:
    l, up = train_for(nu)
    print(nu, l)
    print(up)
