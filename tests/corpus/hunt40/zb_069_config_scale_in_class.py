import numpy as np
import tensorflow as tf

tf.set_random_seed(69)
np.random.seed(69)
config = {"hidden": 4, "temp": 1.0, "inner": {"drop": 0.0}}
inner = config["inner"]

class Model(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 3])
        net = tf.layers.dense(self.x, config["hidden"], activation=tf.nn.relu, name="fc")
        net = net * (1.0 - self.config["inner"]["drop"])
        logits = tf.layers.dense(net, 2, name="logits") / self.config["temp"]
        self.probs = tf.nn.softmax(logits)
        self.loss = -tf.reduce_mean(tf.log(self.probs[:, 0] + 1e-6))
        self.train_op = tf.train.AdamOptimizer(0.02).minimize(self.loss)

    def run_epoch(self, sess, X):
        return sess.run([self.loss, self.train_op], {self.x: X})[0]

    def predict(self, sess, X):
        return sess.run(self.probs, {self.x: X})

m = Model(config)
inner["drop"] = 0.5           # nested dict mutated through another name
for k, v in list(config.items()):
    if isinstance(v, float):
        config[k] = v * 3      # temp -> 3.0
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(6):
        print(ep, round(float(m.run_epoch(sess, X)), 5))
    print(m.predict(sess, X[:2]).round(4))
