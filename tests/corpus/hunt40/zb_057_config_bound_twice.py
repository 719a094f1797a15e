import numpy as np
import tensorflow as tf

tf.set_random_seed(57)
np.random.seed(57)

class Net(object):
    def __init__(self, config, scope):
        self.config = config
        with tf.variable_scope(scope):
            self.x = tf.placeholder(tf.float32, [None, 4])
            net = tf.layers.dense(self.x, self.config["hidden"], activation=tf.nn.relu)
            net = tf.layers.dense(net, config["units"])
            self.out = net
            self.loss = tf.reduce_mean(tf.square(net - 1.0))
            self.train = tf.train.GradientDescentOptimizer(0.05).minimize(self.loss)

    def run_epoch(self, sess, X):
        return sess.run([self.loss, self.train], {self.x: X})[0]

config = {"hidden": 3, "units": 2}
small = Net(config, "small")
config = dict(config, hidden=7)
big = Net(config, "big")
X = np.random.randn(5, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(small.run_epoch(sess, X)), 5), round(float(big.run_epoch(sess, X)), 5))
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
