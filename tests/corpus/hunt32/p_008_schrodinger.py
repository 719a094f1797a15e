# Nonlinear Schrodinger PINN (Raissi 2019): h = u + i v, two outputs, float64, sin activations
import numpy as np
import tensorflow as tf

np.random.seed(1234)
tf.set_random_seed(1234)


class PhysicsInformedNN(object):
    def __init__(self, x0, u0, v0, X_f, layers):
        self.x0 = x0
        self.t0 = 0 * x0
        self.u0 = u0
        self.v0 = v0
        self.x_f = X_f[:, 0:1]
        self.t_f = X_f[:, 1:2]
        self.layers = layers
        self.weights, self.biases = self.initialize_NN(layers)
        self.x0_tf = tf.placeholder(tf.float64, shape=[None, 1])
        self.t0_tf = tf.placeholder(tf.float64, shape=[None, 1])
        self.u0_tf = tf.placeholder(tf.float64, shape=[None, 1])
        self.v0_tf = tf.placeholder(tf.float64, shape=[None, 1])
        self.x_f_tf = tf.placeholder(tf.float64, shape=[None, 1])
        self.t_f_tf = tf.placeholder(tf.float64, shape=[None, 1])
        self.u0_pred, self.v0_pred, _, _ = self.net_uv(self.x0_tf, self.t0_tf)
        self.f_u_pred, self.f_v_pred = self.net_f_uv(self.x_f_tf, self.t_f_tf)
        self.loss = tf.reduce_mean(tf.square(self.u0_tf - self.u0_pred)) + \
            tf.reduce_mean(tf.square(self.v0_tf - self.v0_pred)) + \
            tf.reduce_mean(tf.square(self.f_u_pred)) + \
            tf.reduce_mean(tf.square(self.f_v_pred))
        self.optimizer_Adam = tf.train.AdamOptimizer()
        self.train_op_Adam = self.optimizer_Adam.minimize(self.loss)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def initialize_NN(self, layers):
        weights, biases = [], []
        for l in range(len(layers) - 1):
            W = self.xavier_init([layers[l], layers[l + 1]])
            b = tf.Variable(tf.zeros([1, layers[l + 1]], dtype=tf.float64), dtype=tf.float64)
            weights.append(W)
            biases.append(b)
        return weights, biases

    def xavier_init(self, size):
        std = np.sqrt(2.0 / (size[0] + size[1]))
        return tf.Variable(tf.truncated_normal(size, stddev=std, dtype=tf.float64), dtype=tf.float64)

    def neural_net(self, X):
        H = X
        for l in range(len(self.weights) - 1):
            H = tf.sin(tf.add(tf.matmul(H, self.weights[l]), self.biases[l]))
        return tf.add(tf.matmul(H, self.weights[-1]), self.biases[-1])

    def net_uv(self, x, t):
        uv = self.neural_net(tf.concat([x, t], 1))
        u = uv[:, 0:1]
        v = uv[:, 1:2]
        u_x = tf.gradients(u, x)[0]
        v_x = tf.gradients(v, x)[0]
        return u, v, u_x, v_x

    def net_f_uv(self, x, t):
        u, v, u_x, v_x = self.net_uv(x, t)
        u_t = tf.gradients(u, t)[0]
        u_xx = tf.gradients(u_x, x)[0]
        v_t = tf.gradients(v, t)[0]
        v_xx = tf.gradients(v_x, x)[0]
        f_u = u_t + 0.5 * v_xx + (u ** 2 + v ** 2) * v
        f_v = v_t - 0.5 * u_xx - (u ** 2 + v ** 2) * u
        return f_u, f_v

    def train(self, nIter):
        tf_dict = {self.x0_tf: self.x0, self.t0_tf: self.t0, self.u0_tf: self.u0,
                   self.v0_tf: self.v0, self.x_f_tf: self.x_f, self.t_f_tf: self.t_f}
        for it in range(nIter):
            self.sess.run(self.train_op_Adam, tf_dict)
            if it % 50 == 0:
                print('It: %d, Loss: %.6e' % (it, self.sess.run(self.loss, tf_dict)))

    def predict(self, X):
        tf_dict = {self.x0_tf: X[:, 0:1], self.t0_tf: X[:, 1:2]}
        return self.sess.run([self.u0_pred, self.v0_pred], tf_dict)


x0 = np.linspace(-5, 5, 20)[:, None]
u0 = 2.0 / np.cosh(x0)
v0 = np.zeros_like(x0)
X_f = np.hstack([np.random.uniform(-5, 5, (60, 1)), np.random.uniform(0, np.pi / 2, (60, 1))])
model = PhysicsInformedNN(x0, u0, v0, X_f, [2, 20, 20, 2])
model.train(151)
u_p, v_p = model.predict(np.array([[0.0, 0.5], [1.0, 0.5], [-2.0, 1.0]]))
print(u_p.ravel(), v_p.ravel())
print(np.sqrt(u_p ** 2 + v_p ** 2).ravel())
