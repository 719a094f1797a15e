import numpy as np
import tensorflow as tf

tf.set_random_seed(108)
np.random.seed(108)
hparams = {"temp": 1.0}

class Model(object):
    def __init__(self, hp):
        self.hp = hp
        self.x = tf.placeholder(tf.float32, [None, 3])
        self.y = tf.placeholder(tf.int32, [None])
        net = tf.layers.dense(self.x, 5, activation=tf.nn.relu, name="h")
        logits = tf.layers.dense(net, 3, name="logits") / hp["temp"]
        self.loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=self.y, logits=logits))
        self.train_op = tf.train.AdamOptimizer(0.02).minimize(self.loss)

    def run_epoch(self, sess, X, Y):
        return sess.run([self.loss, self.train_op], {self.x: X, self.y: Y})[0]

model = Model(hparams)
hp = model.hp
hp["temp"] = 10.0
X = np.random.randn(8, 3).astype(np.float32)
Y = np.random.randint(0, 3, 8).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(model.run_epoch(sess, X, Y)), 5))
