# PINN whose initial weights come from module-level numpy arrays with the attribute's own names
import numpy as np
import tensorflow as tf

np.random.seed(76)
W1 = np.random.randn(1, 10) * 0.5
W2 = np.random.randn(10, 1) * 0.5
nu = 0.3


class Model:
    def __init__(self, nu):
        self.nu = nu
        self.W1 = tf.Variable(W1, dtype=tf.float64)
        self.W2 = tf.Variable(W2, dtype=tf.float64)
        self.x = tf.placeholder(tf.float64, [None, 1])
        u = tf.matmul(tf.tanh(tf.matmul(self.x, self.W1)), self.W2)
        self.u = u
        u_x = tf.gradients(u, self.x)[0]
        self.loss = tf.reduce_mean(tf.square(u_x + self.nu * u - 1.0))
        self.train = tf.train.GradientDescentOptimizer(0.05).minimize(self.loss)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())


m = Model(nu)
xs = np.linspace(0, 1, 11)[:, None]
for i in range(100):
    m.sess.run(m.train, {m.x: xs})
print(m.sess.run(m.loss, {m.x: xs}))
print(m.sess.run(m.u, {m.x: xs[::5]}).ravel())
