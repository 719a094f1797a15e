# self.layers = layers read from the module-level list (Raissi scripts define `layers` globally)
import numpy as np
import tensorflow as tf

np.random.seed(83)
tf.set_random_seed(83)
layers = [1, 10, 10, 1]


class PhysicsInformedNN:
    def __init__(self, x):
        self.x = x
        self.layers = layers
        self.weights, self.biases = self.initialize_NN(self.layers)
        self.x_tf = tf.placeholder(tf.float32, [None, 1])
        self.u = self.net(self.x_tf)
        self.u_xx = tf.gradients(tf.gradients(self.u, self.x_tf)[0], self.x_tf)[0]
        self.loss = tf.reduce_mean(tf.square(self.u_xx + tf.sin(self.x_tf))) + tf.square(tf.reduce_sum(self.u[:1]))
        self.train_op = tf.train.AdamOptimizer(0.01).minimize(self.loss)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def initialize_NN(self, layers):
        weights, biases = [], []
        for l in range(len(layers) - 1):
            W = tf.Variable(tf.truncated_normal([layers[l], layers[l + 1]], stddev=0.5))
            b = tf.Variable(tf.zeros([1, layers[l + 1]]))
            weights.append(W)
            biases.append(b)
        return weights, biases

    def net(self, X):
        H = X
        for l in range(len(self.weights) - 1):
            H = tf.tanh(tf.matmul(H, self.weights[l]) + self.biases[l])
        return tf.matmul(H, self.weights[-1]) + self.biases[-1]

    def train(self, n):
        for it in range(n):
            self.sess.run(self.train_op, {self.x_tf: self.x})
        return self.sess.run(self.loss, {self.x_tf: self.x})


model = PhysicsInformedNN(np.linspace(0, 3, 16)[:, None].astype(np.float32))
print(model.train(100))
