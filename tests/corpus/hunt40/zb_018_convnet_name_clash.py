import numpy as np
import tensorflow as tf

tf.set_random_seed(18)
np.random.seed(18)

config = {"filters": 4, "hidden": 6, "lr": 0.01}

class ConvNet(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 8, 8, 1])
        self.y = tf.placeholder(tf.int32, [None])
        net = tf.layers.conv2d(self.x, config["filters"], 3, activation=tf.nn.relu, name="conv")
        net = tf.layers.max_pooling2d(net, 2, 2)
        net = tf.layers.flatten(net)
        net = self._head(net)
        self.logits = net
        self.loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=self.y, logits=net))
        self.train_op = tf.train.AdamOptimizer(self.config["lr"]).minimize(self.loss)

    def _head(self, net):
        net = tf.layers.dense(net, self.config["hidden"], activation=tf.nn.relu, name="fc")
        return tf.layers.dense(net, 3, name="out")

    def run_epoch(self, sess, X, Y):
        l, _ = sess.run([self.loss, self.train_op], {self.x: X, self.y: Y})
        return l

    def predict(self, sess, X):
        return sess.run(tf.argmax(self.logits, 1), {self.x: X})

net = ConvNet(config)
X = np.random.randn(10, 8, 8, 1).astype(np.float32)
Y = np.random.randint(0, 3, 10).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(8):
        print("epoch", ep, round(float(net.run_epoch(sess, X, Y)), 5))
    print(net.predict(sess, X))
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
