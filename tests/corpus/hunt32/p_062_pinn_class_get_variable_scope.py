# PINN class with tf.variable_scope + tf.get_variable layers (xavier), Burgers, tf.app.flags-free main()
import numpy as np
import tensorflow as tf


class BurgersPINN(object):
    def __init__(self, layers, nu, scope="pinn"):
        self.layers = layers
        self.nu = nu
        self.scope = scope
        self.x = tf.placeholder(tf.float32, [None, 1], name="x")
        self.t = tf.placeholder(tf.float32, [None, 1], name="t")
        self.u = self.forward(self.x, self.t)
        u_x = tf.gradients(self.u, self.x)[0]
        u_t = tf.gradients(self.u, self.t)[0]
        u_xx = tf.gradients(u_x, self.x)[0]
        self.f = u_t + self.u * u_x - self.nu * u_xx
        self.u0 = self.forward(self.x, tf.zeros_like(self.x))
        self.loss = tf.reduce_mean(tf.square(self.f)) + tf.reduce_mean(tf.square(self.u0 + tf.sin(np.pi * self.x)))
        self.train_op = tf.train.AdamOptimizer(2e-3).minimize(self.loss)

    def forward(self, x, t):
        h = tf.concat([x, t], 1)
        with tf.variable_scope(self.scope, reuse=tf.AUTO_REUSE):
            for i in range(len(self.layers) - 1):
                W = tf.get_variable("W%d" % i, [self.layers[i], self.layers[i + 1]],
                                    initializer=tf.contrib.layers.xavier_initializer())
                b = tf.get_variable("b%d" % i, [self.layers[i + 1]], initializer=tf.zeros_initializer())
                h = tf.matmul(h, W) + b
                if i < len(self.layers) - 2:
                    h = tf.tanh(h)
        return h


def main():
    tf.set_random_seed(62)
    np.random.seed(62)
    model = BurgersPINN([2, 16, 16, 1], 0.01 / np.pi)
    xs = np.random.uniform(-1, 1, (50, 1)).astype(np.float32)
    ts = np.random.uniform(0, 1, (50, 1)).astype(np.float32)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for it in range(150):
            _, l = sess.run([model.train_op, model.loss], {model.x: xs, model.t: ts})
            if it % 50 == 0:
                print("It %d loss %.6f" % (it, l))
        print(sess.run(model.u, {model.x: xs[:4], model.t: ts[:4]}).ravel())


if __name__ == "__main__":
    main()
