# Poisson 2-D PINN: errors against an exact solution on a grid, printing relative L2 error
import numpy as np
import tensorflow as tf

np.random.seed(60)
tf.set_random_seed(60)


class PoissonPINN:
    def __init__(self, layers, lr=1e-3):
        self.x = tf.placeholder(tf.float32, [None, 1])
        self.y = tf.placeholder(tf.float32, [None, 1])
        self.xb = tf.placeholder(tf.float32, [None, 1])
        self.yb = tf.placeholder(tf.float32, [None, 1])
        self.params = []
        for i in range(len(layers) - 1):
            W = tf.Variable(tf.truncated_normal([layers[i], layers[i + 1]], stddev=np.sqrt(2.0 / (layers[i] + layers[i + 1]))))
            b = tf.Variable(tf.zeros([1, layers[i + 1]]))
            self.params.append((W, b))
        u = self.net(self.x, self.y)
        u_xx = tf.gradients(tf.gradients(u, self.x)[0], self.x)[0]
        u_yy = tf.gradients(tf.gradients(u, self.y)[0], self.y)[0]
        f = u_xx + u_yy + 2 * np.pi ** 2 * tf.sin(np.pi * self.x) * tf.sin(np.pi * self.y)
        ub = self.net(self.xb, self.yb)
        self.loss = tf.reduce_mean(tf.square(f)) + 10.0 * tf.reduce_mean(tf.square(ub))
        self.u = u
        self.train_op = tf.train.AdamOptimizer(lr).minimize(self.loss)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def net(self, x, y):
        h = tf.concat([x, y], 1)
        for W, b in self.params[:-1]:
            h = tf.tanh(tf.matmul(h, W) + b)
        W, b = self.params[-1]
        return tf.matmul(h, W) + b

    def fit(self, X, XB, n):
        fd = {self.x: X[:, :1], self.y: X[:, 1:], self.xb: XB[:, :1], self.yb: XB[:, 1:]}
        for i in range(n):
            self.sess.run(self.train_op, fd)
            if i % 100 == 0:
                print(i, self.sess.run(self.loss, fd))

    def predict(self, X):
        return self.sess.run(self.u, {self.x: X[:, :1], self.y: X[:, 1:]})


X = np.random.rand(64, 2).astype(np.float32)
s = np.linspace(0, 1, 8).astype(np.float32)
XB = np.concatenate([np.stack([s, 0 * s], 1), np.stack([s, 0 * s + 1], 1),
                     np.stack([0 * s, s], 1), np.stack([0 * s + 1, s], 1)])
model = PoissonPINN([2, 20, 20, 1], lr=0.003)
model.fit(X, XB, 201)
g = np.stack(np.meshgrid(np.linspace(0, 1, 5), np.linspace(0, 1, 5)), -1).reshape(-1, 2).astype(np.float32)
pred = model.predict(g)
exact = np.sin(np.pi * g[:, :1]) * np.sin(np.pi * g[:, 1:])
print("rel L2", np.linalg.norm(pred - exact) / np.linalg.norm(exact))
