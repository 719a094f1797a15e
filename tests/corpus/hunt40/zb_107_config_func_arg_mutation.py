import numpy as np
import tensorflow as tf

tf.set_random_seed(107)
np.random.seed(107)
config = {"scale": 1.0, "hidden": 4}

def set_scale(cfg, value):
    cfg["scale"] = value

class Model(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 3])
        net = tf.layers.dense(self.x, 4, activation=tf.nn.tanh, name="h")
        self.out = tf.layers.dense(net, 1, name="o") * self.config["scale"]
        self.loss = tf.reduce_mean(tf.square(self.out - 1.0))
        self.train_op = tf.train.GradientDescentOptimizer(0.05).minimize(self.loss)

    def run_epoch(self, sess, X):
        return sess.run([self.loss, self.train_op], {self.x: X})[0]

model = Model(config)
set_scale(model.config, 6.0)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(model.run_epoch(sess, X)), 5))
    print(sess.run(model.out, {model.x: X[:3]}).ravel().round(4))
