# Constructor parameter and attribute names equal to module globals used again after construction
import numpy as np
import tensorflow as tf

np.random.seed(78)
tf.set_random_seed(78)
x = np.linspace(-1, 1, 16)[:, None].astype(np.float32)
u = (x ** 3).astype(np.float32)


class Fitter:
    def __init__(self, x, u):
        self.x = x
        self.u = u
        self.x_tf = tf.placeholder(tf.float32, [None, 1])
        self.u_tf = tf.placeholder(tf.float32, [None, 1])
        self.W = tf.Variable(tf.truncated_normal([1, 8], stddev=0.5))
        self.V = tf.Variable(tf.truncated_normal([8, 1], stddev=0.5))
        self.u_pred = tf.matmul(tf.tanh(tf.matmul(self.x_tf, self.W)), self.V)
        self.du = tf.gradients(self.u_pred, self.x_tf)[0]
        self.loss = tf.reduce_mean(tf.square(self.u_pred - self.u_tf)) + tf.reduce_mean(tf.square(self.du - 3 * self.x_tf ** 2))
        self.opt = tf.train.AdamOptimizer(0.01).minimize(self.loss)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def train(self, n):
        for _ in range(n):
            self.sess.run(self.opt, {self.x_tf: self.x, self.u_tf: self.u})
        return self.sess.run(self.loss, {self.x_tf: self.x, self.u_tf: self.u})


f = Fitter(x, u)
print(f.train(150))
x = x[::5]
print(f.sess.run(f.du, {f.x_tf: x}).ravel())
print(u[::5].ravel())
