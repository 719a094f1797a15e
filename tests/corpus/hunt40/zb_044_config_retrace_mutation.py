import numpy as np
import tensorflow as tf

tf.set_random_seed(44)
np.random.seed(44)
config = {"hidden": 8, "keep": 3, "k": 2}

class Ranker(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 5])
        h = tf.layers.dense(self.x, config["hidden"], activation=tf.nn.relu, name="h")
        h = h[:, :self.config["keep"]]
        self.scores = tf.layers.dense(h, 4, name="scores")
        self.topk = tf.nn.top_k(self.scores, k=self.config["k"]).values
        self.loss = tf.reduce_mean(tf.square(self.topk - 1.0))
        self.train = tf.train.AdamOptimizer(0.02).minimize(self.loss)

    def run_epoch(self, sess, X):
        return sess.run([self.loss, self.train], {self.x: X})[0]

    def predict(self, sess, X):
        return sess.run(self.topk, {self.x: X})

model = Ranker(config)
config["k"] = 4          # change after graph is built
config["keep"] = 1
X = np.random.randn(8, 5).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for e in range(6):
        print(e, round(float(model.run_epoch(sess, X)), 5))
    p = model.predict(sess, X[:3])
    print(p.shape, p.round(4))
    print(model.run_epoch(sess, X[:5]))
