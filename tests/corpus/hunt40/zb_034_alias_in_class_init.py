import numpy as np
import tensorflow as tf

tf.set_random_seed(34)
np.random.seed(34)

class Classifier(object):
    def __init__(self, n_in, n_out):
        dense = tf.layers.dense
        self.act = tf.nn.elu
        xent = tf.nn.softmax_cross_entropy_with_logits_v2
        self.x = tf.placeholder(tf.float32, [None, n_in])
        self.y = tf.placeholder(tf.float32, [None, n_out])
        h = dense(self.x, 7, activation=self.act)
        self.logits = dense(h, n_out)
        self.loss = tf.reduce_mean(xent(labels=self.y, logits=self.logits))
        make_opt = tf.train.AdagradOptimizer
        self.train = make_opt(0.1).minimize(self.loss)

    def run_epoch(self, sess, X, Y):
        return sess.run([self.loss, self.train], {self.x: X, self.y: Y})[0]

clf = Classifier(4, 3)
X = np.random.randn(9, 4).astype(np.float32)
Y = np.eye(3)[np.random.randint(0, 3, 9)].astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for e in range(8):
        print(e, round(float(clf.run_epoch(sess, X, Y)), 5))
    print(sess.run(tf.nn.softmax(clf.logits), {clf.x: X[:2]}).round(4))
