# minimal: valid script; converter claims 'tf' is rebound and keeps a compat island
import numpy as np
import tensorflow as tf


class Net(object):
    def __init__(self, layers):
        self.weights, self.biases = self.initialize_NN(layers)
        self.x_tf = tf.placeholder(tf.float64, shape=[None, 1])
        self.t_tf = tf.placeholder(tf.float64, shape=[None, 1])
        self.u_pred, _ = self.net_uv(self.x_tf, self.t_tf)
        self.f_pred = self.net_f(self.x_tf, self.t_tf)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def initialize_NN(self, layers):
        weights, biases = [], []
        for l in range(len(layers) - 1):
            W = tf.Variable(tf.ones([layers[l], layers[l + 1]], dtype=tf.float64))
            b = tf.Variable(tf.zeros([1, layers[l + 1]], dtype=tf.float64))
            weights.append(W)
            biases.append(b)
        return weights, biases

    def neural_net(self, X):
        H = X
        for l in range(len(self.weights) - 1):
            H = tf.sin(tf.add(tf.matmul(H, self.weights[l]), self.biases[l]))
        return tf.add(tf.matmul(H, self.weights[-1]), self.biases[-1])

    def net_uv(self, x, t):
        uv = self.neural_net(tf.concat([x, t], 1))
        return uv[:, 0:1], uv[:, 1:2]

    def net_f(self, x, t):
        u, v = self.net_uv(x, t)
        return u - v

    def predict(self, X):
        return self.sess.run([self.u_pred, self.f_pred], {self.x_tf: X[:, 0:1], self.t_tf: X[:, 1:2]})


model = Net([2, 3, 2])
print(model.predict(np.array([[0.0, 0.5], [1.0, 0.5]])))
