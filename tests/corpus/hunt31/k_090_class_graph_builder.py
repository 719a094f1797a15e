"""2018-style model class that builds the graph in __init__ with Keras layers."""
import numpy as np
import tensorflow as tf


class Regressor(object):
    def __init__(self, n_in, lr=0.1):
        self.x = tf.placeholder(tf.float32, [None, n_in])
        self.y = tf.placeholder(tf.float32, [None, 1])
        self.fc = tf.keras.layers.Dense(1)
        self.pred = self.fc(self.x)
        self.loss = tf.reduce_mean(tf.square(self.pred - self.y))
        self.train_op = tf.train.GradientDescentOptimizer(lr).minimize(self.loss)

    def fit(self, sess, X, Y, steps):
        for _ in range(steps):
            l, _ = sess.run([self.loss, self.train_op], {self.x: X, self.y: Y})
        return l


tf.set_random_seed(90)
np.random.seed(90)
model = Regressor(3)
X = np.random.randn(10, 3).astype(np.float32)
Y = X @ np.array([[1.0], [0.0], [-1.0]], np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("loss", model.fit(sess, X, Y, 10))
