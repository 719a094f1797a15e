import numpy as np
import tensorflow as tf

tf.set_random_seed(86)
np.random.seed(86)
config = {"hidden": 6, "keep": 4}

class Net(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 3])
        net = tf.layers.dense(self.x, config["hidden"], activation=tf.nn.relu, name="fc")
        net = net[:, :config["keep"]]
        self.out = tf.reduce_sum(net, axis=1)
        self.loss = tf.reduce_mean(tf.square(self.out - 1.0))
        self.train_op = tf.train.GradientDescentOptimizer(0.05).minimize(self.loss)

    def run_epoch(self, sess, X):
        return sess.run([self.loss, self.train_op], {self.x: X})[0]

net = Net(config)
vars()["config"]["keep"] = 1
globals()["config"]["keep"] = 2
X = np.random.randn(5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(5):
        print(ep, round(float(net.run_epoch(sess, X)), 5))
    print(sess.run(net.out, {net.x: X[:2]}).round(4))
