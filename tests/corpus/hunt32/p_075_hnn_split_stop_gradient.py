# HNN variant: tf.split of the dH gradient, symplectic map, stop_gradient on the target derivative
import numpy as np
import tensorflow as tf

np.random.seed(75)
tf.set_random_seed(75)


class HNN(object):
    def __init__(self, hidden=24, lr=1e-3):
        self.x = tf.placeholder(tf.float32, [None, 2])
        self.dx = tf.placeholder(tf.float32, [None, 2])
        self.W1 = tf.Variable(tf.random_normal([2, hidden], stddev=0.5))
        self.b1 = tf.Variable(tf.zeros([hidden]))
        self.W2 = tf.Variable(tf.random_normal([hidden, 1], stddev=0.5))
        H = tf.matmul(tf.tanh(tf.matmul(self.x, self.W1) + self.b1), self.W2)
        dHdq, dHdp = tf.split(tf.gradients(H, self.x)[0], 2, axis=1)
        self.field = tf.concat([dHdp, -dHdq], axis=1)
        self.loss = tf.reduce_mean(tf.square(self.field - tf.stop_gradient(self.dx)))
        self.train_op = tf.train.AdamOptimizer(lr).minimize(self.loss)
        self.H = H

    def fit(self, sess, x, dx, steps):
        for s in range(steps):
            _, l = sess.run([self.train_op, self.loss], {self.x: x, self.dx: dx})
            if s % 100 == 0:
                print("step", s, "loss", l)


hnn = HNN()
xs = np.random.randn(80, 2).astype(np.float32)
dxs = np.stack([xs[:, 1], -xs[:, 0]], 1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    hnn.fit(sess, xs, dxs, 201)
    print(sess.run(hnn.H, {hnn.x: xs[:3]}).ravel())
