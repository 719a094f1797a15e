import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)


class Model(object):
    def __init__(self, n_in, n_hidden, n_out, lr=0.1):
        self.n_in = n_in
        self.n_hidden = n_hidden
        self.n_out = n_out
        self.lr = lr
        self.build_graph()

    def build_graph(self):
        self.x = tf.placeholder(tf.float32, [None, self.n_in], name="x")
        self.y = tf.placeholder(tf.int64, [None], name="y")
        with tf.variable_scope("hidden"):
            w1 = tf.get_variable("w", [self.n_in, self.n_hidden],
                                 initializer=tf.glorot_uniform_initializer())
            b1 = tf.get_variable("b", [self.n_hidden], initializer=tf.zeros_initializer())
            h = tf.nn.relu(tf.matmul(self.x, w1) + b1)
        with tf.variable_scope("out"):
            w2 = tf.get_variable("w", [self.n_hidden, self.n_out],
                                 initializer=tf.glorot_uniform_initializer())
            b2 = tf.get_variable("b", [self.n_out], initializer=tf.zeros_initializer())
            self.logits = tf.matmul(h, w2) + b2
        self.loss = tf.reduce_mean(
            tf.nn.sparse_softmax_cross_entropy_with_logits(labels=self.y, logits=self.logits))
        self.pred = tf.argmax(self.logits, axis=1)
        self.acc = tf.reduce_mean(tf.cast(tf.equal(self.pred, self.y), tf.float32))
        self.train_op = tf.train.GradientDescentOptimizer(self.lr).minimize(self.loss)

    def train_step(self, sess, bx, by):
        _, l = sess.run([self.train_op, self.loss], feed_dict={self.x: bx, self.y: by})
        return l

    def predict(self, sess, x):
        return sess.run(self.pred, feed_dict={self.x: x})

    def evaluate(self, sess, x, y):
        return sess.run(self.acc, feed_dict={self.x: x, self.y: y})


X = np.random.randn(200, 4).astype(np.float32)
Y = (X[:, 0] + X[:, 1] > 0).astype(np.int64)

model = Model(4, 16, 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(5):
        perm = np.random.permutation(len(X))
        losses = []
        for i in range(0, len(X), 40):
            idx = perm[i:i + 40]
            losses.append(model.train_step(sess, X[idx], Y[idx]))
        print("epoch", epoch, "loss %.5f" % np.mean(losses))
    print("acc", model.evaluate(sess, X, Y))
    print("pred", model.predict(sess, X[:10]))
    for v in tf.trainable_variables():
        print(v.name, v.shape)
