# Inverse problem: identify lambda_1 and lambda_2 in u_t + lambda_1 u u_x - lambda_2 u_xx = 0
import numpy as np
import tensorflow as tf

np.random.seed(1234)
tf.set_random_seed(1234)


class PhysicsInformedNN:
    def __init__(self, X, u, layers, lb, ub):
        self.lb = lb
        self.ub = ub
        self.x = X[:, 0:1]
        self.t = X[:, 1:2]
        self.u = u
        self.layers = layers
        self.weights, self.biases = self.initialize_NN(layers)
        self.sess = tf.Session(config=tf.ConfigProto(allow_soft_placement=True, log_device_placement=True))
        self.lambda_1 = tf.Variable([0.0], dtype=tf.float32)
        self.lambda_2 = tf.Variable([-6.0], dtype=tf.float32)
        self.x_tf = tf.placeholder(tf.float32, shape=[None, self.x.shape[1]])
        self.t_tf = tf.placeholder(tf.float32, shape=[None, self.t.shape[1]])
        self.u_tf = tf.placeholder(tf.float32, shape=[None, self.u.shape[1]])
        self.u_pred = self.net_u(self.x_tf, self.t_tf)
        self.f_pred = self.net_f(self.x_tf, self.t_tf)
        self.loss = tf.reduce_mean(tf.square(self.u_tf - self.u_pred)) + tf.reduce_mean(tf.square(self.f_pred))
        self.optimizer_Adam = tf.train.AdamOptimizer(learning_rate=0.005)
        self.train_op_Adam = self.optimizer_Adam.minimize(self.loss)
        init = tf.global_variables_initializer()
        self.sess.run(init)

    def initialize_NN(self, layers):
        weights = []
        biases = []
        num_layers = len(layers)
        for l in range(0, num_layers - 1):
            W = self.xavier_init(size=[layers[l], layers[l + 1]])
            b = tf.Variable(tf.zeros([1, layers[l + 1]], dtype=tf.float32), dtype=tf.float32)
            weights.append(W)
            biases.append(b)
        return weights, biases

    def xavier_init(self, size):
        in_dim = size[0]
        out_dim = size[1]
        xavier_stddev = np.sqrt(2 / (in_dim + out_dim))
        return tf.Variable(tf.truncated_normal([in_dim, out_dim], stddev=xavier_stddev), dtype=tf.float32)

    def neural_net(self, X, weights, biases):
        num_layers = len(weights) + 1
        H = 2.0 * (X - self.lb) / (self.ub - self.lb) - 1.0
        for l in range(0, num_layers - 2):
            H = tf.tanh(tf.add(tf.matmul(H, weights[l]), biases[l]))
        Y = tf.add(tf.matmul(H, weights[-1]), biases[-1])
        return Y

    def net_u(self, x, t):
        return self.neural_net(tf.concat([x, t], 1), self.weights, self.biases)

    def net_f(self, x, t):
        lambda_1 = self.lambda_1
        lambda_2 = tf.exp(self.lambda_2)
        u = self.net_u(x, t)
        u_t = tf.gradients(u, t)[0]
        u_x = tf.gradients(u, x)[0]
        u_xx = tf.gradients(u_x, x)[0]
        f = u_t + lambda_1 * u * u_x - lambda_2 * u_xx
        return f

    def callback(self, loss, lambda_1, lambda_2):
        print('Loss: %e, l1: %.5f, l2: %.5f' % (loss, lambda_1, np.exp(lambda_2)))

    def train(self, nIter):
        tf_dict = {self.x_tf: self.x, self.t_tf: self.t, self.u_tf: self.u}
        for it in range(nIter):
            self.sess.run(self.train_op_Adam, tf_dict)
            if it % 50 == 0:
                loss_value = self.sess.run(self.loss, tf_dict)
                lambda_1_value = self.sess.run(self.lambda_1)[0]
                lambda_2_value = np.exp(self.sess.run(self.lambda_2))[0]
                print('It: %d, Loss: %.3e, Lambda_1: %.3f, Lambda_2: %.6f' %
                      (it, loss_value, lambda_1_value, lambda_2_value))

    def predict(self, X_star):
        tf_dict = {self.x_tf: X_star[:, 0:1], self.t_tf: X_star[:, 1:2]}
        u_star = self.sess.run(self.u_pred, tf_dict)
        f_star = self.sess.run(self.f_pred, tf_dict)
        return u_star, f_star


if __name__ == "__main__":
    nu = 0.01 / np.pi
    layers = [2, 20, 20, 1]
    x = np.linspace(-1, 1, 16)
    t = np.linspace(0, 1, 8)
    X, T = np.meshgrid(x, t)
    X_star = np.hstack((X.flatten()[:, None], T.flatten()[:, None])).astype(np.float32)
    u_star = (-np.sin(np.pi * X_star[:, 0:1]) * np.exp(-T.flatten()[:, None])).astype(np.float32)
    lb = X_star.min(0)
    ub = X_star.max(0)
    idx = np.random.choice(X_star.shape[0], 60, replace=False)
    model = PhysicsInformedNN(X_star[idx, :], u_star[idx, :], layers, lb, ub)
    model.train(201)
    u_pred, f_pred = model.predict(X_star)
    error_u = np.linalg.norm(u_star - u_pred, 2) / np.linalg.norm(u_star, 2)
    lambda_1_value = model.sess.run(model.lambda_1)
    lambda_2_value = np.exp(model.sess.run(model.lambda_2))
    print('Error u: %e' % (error_u))
    print(lambda_1_value, lambda_2_value)
