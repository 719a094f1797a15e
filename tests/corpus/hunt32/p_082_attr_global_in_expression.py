# Normalisation bounds: self.lb = lb.astype(np.float32) where lb is the module-level array of the same name
import numpy as np
import tensorflow as tf

np.random.seed(82)
tf.set_random_seed(82)
X = np.random.uniform([-1.0, 0.0], [1.0, 1.0], (30, 2))
lb = X.min(0)
ub = X.max(0)


class PhysicsInformedNN:
    def __init__(self, X):
        self.lb = lb.astype(np.float32)
        self.ub = ub.astype(np.float32)
        self.X = X.astype(np.float32)
        self.X_tf = tf.placeholder(tf.float32, [None, 2])
        self.W = tf.Variable(tf.truncated_normal([2, 8], stddev=0.5))
        self.V = tf.Variable(tf.truncated_normal([8, 1], stddev=0.5))
        H = 2.0 * (self.X_tf - self.lb) / (self.ub - self.lb) - 1.0
        self.u = tf.matmul(tf.tanh(tf.matmul(H, self.W)), self.V)
        self.u_x = tf.gradients(self.u, self.X_tf)[0]
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def predict(self):
        return self.sess.run([self.u, self.u_x], {self.X_tf: self.X[:3]})


model = PhysicsInformedNN(X)
print(model.predict())
