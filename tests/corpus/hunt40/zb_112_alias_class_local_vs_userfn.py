import numpy as np
import tensorflow as tf

tf.set_random_seed(112)
np.random.seed(112)

def dense(x, units, name):
    return tf.layers.dense(x, units, activation=tf.nn.sigmoid, name=name)

class Net(object):
    def __init__(self):
        dense = tf.layers.dense
        self.x = tf.placeholder(tf.float32, [None, 3])
        net = dense(self.x, 4, name="a")              # plain dense (no activation)
        self.out = dense(net, 1, name="b")
        self.loss = tf.reduce_mean(tf.square(self.out - 1.0))
        self.train_op = tf.train.GradientDescentOptimizer(0.1).minimize(self.loss)

    def run_epoch(self, sess, X):
        return sess.run([self.loss, self.train_op], {self.x: X})[0]

net = Net()
extra = dense(net.x, 2, "c")                          # module-level: the user function (sigmoid)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(net.run_epoch(sess, X)), 5))
    print(sess.run(extra, {net.x: X[:2]}).round(4))
