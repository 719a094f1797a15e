import numpy as np
import tensorflow as tf

tf.set_random_seed(19)
np.random.seed(19)
config = {"hidden": 5, "units": 3}
cfg = config

class MLP:
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 4])
        h = tf.layers.dense(self.x, config["hidden"], activation=tf.nn.tanh)
        self.out = tf.layers.dense(h, self.config["units"])
        self.loss = tf.reduce_mean(tf.square(self.out))
        self.opt = tf.train.GradientDescentOptimizer(0.1).minimize(self.loss)

    def run_epoch(self, sess, X):
        return sess.run([self.loss, self.opt], {self.x: X})[0]

model = MLP(config)
cfg["hidden"] = 50        # mutate through alias after graph built
cfg["units"] = 1
X = np.random.randn(6, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, model.run_epoch(sess, X))
    print(sess.run(model.out, {model.x: X}).shape)
    print([v.shape.as_list() for v in tf.trainable_variables()])
    print(config)
