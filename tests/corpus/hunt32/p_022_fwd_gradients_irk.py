# Raissi's discrete-time (Runge-Kutta) PINN: forward-mode gradients via the double tf.gradients trick
import numpy as np
import tensorflow as tf

np.random.seed(1234)
tf.set_random_seed(1234)

q = 4
dt = 0.2
nu = 0.01 / np.pi
IRK = np.random.RandomState(0).rand(q + 1, q).astype(np.float32) / q  # stand-in for Butcher table
IRK_weights = IRK
IRK_times = np.linspace(0, 1, q)


class PhysicsInformedNN:
    def __init__(self, x0, u0, x1, layers, dt, lb, ub, q):
        self.lb, self.ub = lb, ub
        self.x0, self.x1, self.u0 = x0, x1, u0
        self.layers, self.dt, self.q = layers, dt, q
        self.weights, self.biases = self.initialize_NN(layers)
        self.IRK_weights = tf.constant(IRK_weights, dtype=tf.float32)
        self.sess = tf.Session()
        self.x0_tf = tf.placeholder(tf.float32, shape=(None, self.x0.shape[1]))
        self.x1_tf = tf.placeholder(tf.float32, shape=(None, self.x1.shape[1]))
        self.u0_tf = tf.placeholder(tf.float32, shape=(None, self.u0.shape[1]))
        self.dummy_x0_tf = tf.placeholder(tf.float32, shape=(None, self.q))
        self.dummy_x1_tf = tf.placeholder(tf.float32, shape=(None, self.q + 1))
        self.U0_pred = self.net_U0(self.x0_tf)
        self.U1_pred, _ = self.net_U1(self.x1_tf)
        self.loss = tf.reduce_sum(tf.square(self.u0_tf - self.U0_pred)) + \
            tf.reduce_sum(tf.square(self.U1_pred[0, :] - self.U1_pred[1, :]))
        self.optimizer_Adam = tf.train.AdamOptimizer()
        self.train_op_Adam = self.optimizer_Adam.minimize(self.loss)
        init = tf.global_variables_initializer()
        self.sess.run(init)

    def initialize_NN(self, layers):
        weights = []
        biases = []
        for l in range(0, len(layers) - 1):
            W = self.xavier_init(size=[layers[l], layers[l + 1]])
            b = tf.Variable(tf.zeros([1, layers[l + 1]], dtype=tf.float32), dtype=tf.float32)
            weights.append(W)
            biases.append(b)
        return weights, biases

    def xavier_init(self, size):
        xavier_stddev = np.sqrt(2 / (size[0] + size[1]))
        return tf.Variable(tf.truncated_normal([size[0], size[1]], stddev=xavier_stddev), dtype=tf.float32)

    def neural_net(self, X, weights, biases):
        H = 2.0 * (X - self.lb) / (self.ub - self.lb) - 1.0
        for l in range(0, len(weights) - 1):
            H = tf.tanh(tf.add(tf.matmul(H, weights[l]), biases[l]))
        return tf.add(tf.matmul(H, weights[-1]), biases[-1])

    def fwd_gradients_0(self, U, x):
        g = tf.gradients(U, x, grad_ys=self.dummy_x0_tf)[0]
        return tf.gradients(g, self.dummy_x0_tf)[0]

    def fwd_gradients_1(self, U, x):
        g = tf.gradients(U, x, grad_ys=self.dummy_x1_tf)[0]
        return tf.gradients(g, self.dummy_x1_tf)[0]

    def net_U0(self, x):
        U1 = self.neural_net(x, self.weights, self.biases)
        U = U1[:, :-1]
        U_x = self.fwd_gradients_0(U, x)
        U_xx = self.fwd_gradients_0(U_x, x)
        F = -U * U_x + nu * U_xx
        U0 = U1 - self.dt * tf.matmul(F, tf.transpose(self.IRK_weights))
        return U0

    def net_U1(self, x):
        U1 = self.neural_net(x, self.weights, self.biases)
        U1_x = self.fwd_gradients_1(U1, x)
        return U1, U1_x

    def train(self, nIter):
        tf_dict = {self.x0_tf: self.x0, self.u0_tf: self.u0, self.x1_tf: self.x1,
                   self.dummy_x0_tf: np.ones((self.x0.shape[0], self.q)),
                   self.dummy_x1_tf: np.ones((self.x1.shape[0], self.q + 1))}
        for it in range(nIter):
            self.sess.run(self.train_op_Adam, tf_dict)
            if it % 50 == 0:
                loss_value = self.sess.run(self.loss, tf_dict)
                print('It: %d, Loss: %.3e' % (it, loss_value))

    def predict(self, x_star):
        U1_star = self.sess.run(self.U1_pred, {self.x1_tf: x_star})
        return U1_star


lb = np.array([-1.0])
ub = np.array([1.0])
x0 = np.linspace(-1, 1, 25)[:, None].astype(np.float32)
u0 = -np.sin(np.pi * x0)
x1 = np.array([[-1.0], [1.0]], np.float32)
model = PhysicsInformedNN(x0, u0, x1, [1, 20, 20, q + 1], dt, lb, ub, q)
model.train(151)
U1_pred = model.predict(np.linspace(-1, 1, 5)[:, None].astype(np.float32))
print(U1_pred[:, -1])
