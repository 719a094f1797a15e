# Two PINN instances of one class (two viscosities) in one graph, trained alternately
import numpy as np
import tensorflow as tf

np.random.seed(77)
tf.set_random_seed(77)


class PINN:
    def __init__(self, nu, name):
        self.nu = nu
        with tf.variable_scope(name):
            self.W1 = tf.Variable(tf.truncated_normal([1, 12], stddev=0.5), name="W1")
            self.b1 = tf.Variable(tf.zeros([12]), name="b1")
            self.W2 = tf.Variable(tf.truncated_normal([12, 1], stddev=0.5), name="W2")
        self.x = tf.placeholder(tf.float32, [None, 1])
        self.u = self.x * (1 - self.x) * tf.matmul(tf.tanh(tf.matmul(self.x, self.W1) + self.b1), self.W2)
        u_x = tf.gradients(self.u, self.x)[0]
        u_xx = tf.gradients(u_x, self.x)[0]
        self.loss = tf.reduce_mean(tf.square(-self.nu * u_xx + u_x - 1.0))
        self.train_op = tf.train.AdamOptimizer(0.01).minimize(self.loss, var_list=[self.W1, self.b1, self.W2])


a = PINN(1.0, "a")
b = PINN(0.2, "b")
sess = tf.Session()
sess.run(tf.global_variables_initializer())
xs = np.linspace(0, 1, 15)[:, None].astype(np.float32)
for i in range(100):
    sess.run(a.train_op, {a.x: xs})
    sess.run(b.train_op, {b.x: xs})
print(sess.run([a.loss, b.loss], {a.x: xs, b.x: xs}))
print(sess.run(b.u, {b.x: xs[::7]}).ravel())
