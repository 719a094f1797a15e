import numpy as np
import tensorflow as tf

tf.set_random_seed(87)
np.random.seed(87)

class Net(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 3])
        net = tf.layers.dense(self.x, 6, activation=tf.nn.relu, name="fc")
        net = net[:, :self.config["keep"]] * self.config["scale"]
        self.out = tf.reduce_sum(net, axis=1)
        self.loss = tf.reduce_mean(tf.square(self.out - 1.0))
        self.train_op = tf.train.GradientDescentOptimizer(0.05).minimize(self.loss)

    def set_keep(self, k):
        self.config["keep"] = k
        self.config.update(scale=10.0)

    def run_epoch(self, sess, X):
        return sess.run([self.loss, self.train_op], {self.x: X})[0]

def shrink(model):
    model.config["keep"] = 1

net = Net({"keep": 4, "scale": 1.0})
net.set_keep(2)
shrink(net)
X = np.random.randn(5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(5):
        print(ep, round(float(net.run_epoch(sess, X)), 5))
    print(sess.run(net.out, {net.x: X[:2]}).round(4))
