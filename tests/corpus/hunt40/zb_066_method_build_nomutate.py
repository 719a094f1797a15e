import numpy as np
import tensorflow as tf

tf.set_random_seed(22)
np.random.seed(22)

class Net(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 4])
        self.build()

    def build(self):
        net = tf.layers.dense(self.x, self.config["units"], activation=tf.nn.sigmoid, name="l1")
        net = tf.layers.dense(net, self.config["units"] // 2, name="l2")
        self.out = tf.layers.dense(net, 1, name="l3")
        self.loss = tf.reduce_mean(tf.square(self.out - 0.5))
        self.step = tf.train.GradientDescentOptimizer(0.1).minimize(self.loss)

    def grow(self):
        self.config["units"] *= 3

    def run_epoch(self, sess, X):
        l, _ = sess.run([self.loss, self.step], feed_dict={self.x: X})
        pass
        return l

net = Net({"units": 6})
X = np.random.randn(5, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, net.run_epoch(sess, X), net.config["units"])
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
