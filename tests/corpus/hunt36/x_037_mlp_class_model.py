import numpy as np
import tensorflow as tf

class MLP(object):
    def __init__(self, n_in, n_hidden, n_out, lr=0.01, reg=1e-3):
        self.x = tf.placeholder(tf.float32, [None, n_in], name="x")
        self.y = tf.placeholder(tf.int32, [None], name="y")
        self.keep = tf.placeholder_with_default(1.0, shape=(), name="keep")
        with tf.variable_scope("mlp"):
            self.W1 = tf.get_variable("W1", [n_in, n_hidden], initializer=tf.contrib.layers.xavier_initializer(seed=11))
            self.b1 = tf.get_variable("b1", [n_hidden], initializer=tf.zeros_initializer())
            self.W2 = tf.get_variable("W2", [n_hidden, n_out], initializer=tf.contrib.layers.xavier_initializer(seed=12))
            self.b2 = tf.get_variable("b2", [n_out], initializer=tf.zeros_initializer())
        h = tf.nn.dropout(tf.nn.elu(tf.matmul(self.x, self.W1) + self.b1), self.keep, seed=13)
        self.logits = tf.matmul(h, self.W2) + self.b2
        data_loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=self.y, logits=self.logits))
        self.loss = data_loss + reg * (tf.nn.l2_loss(self.W1) + tf.nn.l2_loss(self.W2))
        self.global_step = tf.Variable(0, trainable=False)
        self.train_op = tf.train.AdamOptimizer(lr).minimize(self.loss, global_step=self.global_step)
        pred = tf.argmax(self.logits, 1, output_type=tf.int32)
        self.acc = tf.reduce_mean(tf.cast(tf.equal(pred, self.y), tf.float32))

    def fit_batch(self, sess, xb, yb):
        _, l, step = sess.run([self.train_op, self.loss, self.global_step],
                              feed_dict={self.x: xb, self.y: yb, self.keep: 0.7})
        return l, step

    def evaluate(self, sess, xs, ys):
        return sess.run({"loss": self.loss, "acc": self.acc}, feed_dict={self.x: xs, self.y: ys})

tf.set_random_seed(37)
np.random.seed(37)
X = np.random.randn(300, 5).astype(np.float32)
Y = (np.sin(X[:, 0]) + X[:, 1] ** 2 > 1).astype(np.int32)

model = MLP(5, 24, 2, lr=0.02)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(15):
        for s in range(0, 300, 30):
            l, step = model.fit_batch(sess, X[s:s + 30], Y[s:s + 30])
        if epoch % 5 == 0:
            print("epoch", epoch, "step", step, "batch loss", round(float(l), 5))
    res = model.evaluate(sess, X, Y)
    print("eval loss %.5f acc %.4f" % (res["loss"], res["acc"]))
