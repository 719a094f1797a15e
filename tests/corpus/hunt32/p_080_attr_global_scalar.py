# self.nu = nu reading the module-level viscosity (not a parameter), Burgers residual
import numpy as np
import tensorflow as tf

np.random.seed(80)
tf.set_random_seed(80)
nu = 0.05


class PINN:
    def __init__(self):
        self.nu = nu
        self.x = tf.placeholder(tf.float32, [None, 1])
        self.t = tf.placeholder(tf.float32, [None, 1])
        self.W1 = tf.Variable(tf.truncated_normal([2, 10], stddev=0.5))
        self.W2 = tf.Variable(tf.truncated_normal([10, 1], stddev=0.5))
        u = tf.matmul(tf.tanh(tf.matmul(tf.concat([self.x, self.t], 1), self.W1)), self.W2)
        u_x = tf.gradients(u, self.x)[0]
        u_xx = tf.gradients(u_x, self.x)[0]
        u_t = tf.gradients(u, self.t)[0]
        self.f = u_t + u * u_x - self.nu * u_xx
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def residual(self, x, t):
        return self.sess.run(self.f, {self.x: x, self.t: t})


m = PINN()
print(m.residual(np.array([[0.1], [0.5]], np.float32), np.array([[0.2], [0.3]], np.float32)).ravel())
