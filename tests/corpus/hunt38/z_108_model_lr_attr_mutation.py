import numpy as np
import tensorflow as tf

np.random.seed(108)
tf.set_random_seed(108)


class Net(object):
    def __init__(self, lr):
        self.lr = lr
        self.x = tf.placeholder(tf.float32, [None, 2])
        self.y = tf.placeholder(tf.float32, [None, 1])
        self.w = tf.get_variable("w", [2, 1], initializer=tf.zeros_initializer())
        self.loss = tf.reduce_mean(tf.square(tf.matmul(self.x, self.w) - self.y))
        self.train_op = tf.train.GradientDescentOptimizer(self.lr).minimize(self.loss)

    def train_step(self, sess, X, Y):
        _, l = sess.run([self.train_op, self.loss], {self.x: X, self.y: Y})
        return l


X = np.random.randn(20, 2).astype(np.float32)
Y = X @ np.array([[2.0], [1.0]], dtype=np.float32)
net = Net(0.1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(6):
        if ep == 3:
            net.lr = 0.5  # has no effect: the optimizer was built with 0.1
        print(ep, "%.5f" % net.train_step(sess, X, Y))
    print(sess.run(net.w).ravel())
