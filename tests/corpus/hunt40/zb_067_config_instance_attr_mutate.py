import numpy as np
import tensorflow as tf

tf.set_random_seed(67)
np.random.seed(67)
config = {"filters": 3, "hidden": 5}

class ConvNet(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 6, 6, 1])
        net = tf.layers.conv2d(self.x, config["filters"], 3, activation=tf.nn.relu, name="conv")
        net = tf.reshape(net, [-1, 4 * 4 * config["filters"]])
        net = tf.layers.dense(net, self.config["hidden"], activation=tf.nn.relu, name="fc")
        self.out = tf.layers.dense(net, 1, name="out")
        self.loss = tf.reduce_mean(tf.square(self.out - 1.0))
        self.train_op = tf.train.GradientDescentOptimizer(0.05).minimize(self.loss)

    def run_epoch(self, sess, X):
        l, _ = sess.run([self.loss, self.train_op], {self.x: X})
        return l

net = ConvNet(config)
net.config["filters"] = 8          # sneaky: through the instance attribute
setattr(net, "config", {"filters": 1, "hidden": 1})
X = np.random.randn(4, 6, 6, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(6):
        print(ep, round(float(net.run_epoch(sess, X)), 5))
    print(sess.run(net.out, {net.x: X[:2]}).ravel().round(4))
