import numpy as np
import tensorflow as tf

np.random.seed(105)
tf.set_random_seed(105)


class LinearModel(object):
    def __init__(self, scope, n_in, lr):
        with tf.variable_scope(scope):
            self.x = tf.placeholder(tf.float32, [None, n_in])
            self.y = tf.placeholder(tf.float32, [None, 1])
            self.w = tf.get_variable("w", [n_in, 1], initializer=tf.zeros_initializer())
            self.b = tf.get_variable("b", [1], initializer=tf.zeros_initializer())
            self.pred = tf.matmul(self.x, self.w) + self.b
            self.loss = tf.reduce_mean(tf.square(self.pred - self.y))
            self.train_op = tf.train.GradientDescentOptimizer(lr).minimize(self.loss)

    def step(self, sess, X, Y):
        return sess.run([self.train_op, self.loss], {self.x: X, self.y: Y})[1]


X = np.random.randn(30, 2).astype(np.float32)
Y = X @ np.array([[1.0], [-1.0]], dtype=np.float32) + 0.5
m1 = LinearModel("fast", 2, 0.2)
m2 = LinearModel("slow", 2, 0.02)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        a = m1.step(sess, X, Y)
        b = m2.step(sess, X, Y)
    print("fast %.5f slow %.5f" % (a, b))
    print(sess.run(m1.w).ravel(), sess.run(m2.w).ravel())
