import os
import shutil
import numpy as np
import tensorflow as tf

np.random.seed(31)
tf.set_random_seed(31)
HERE = os.path.dirname(os.path.abspath(__file__))
CKPT = os.path.join(HERE, "ckpt_z031")
shutil.rmtree(CKPT, ignore_errors=True)
os.makedirs(CKPT)


class Regressor(object):
    def __init__(self, n_features, hidden=(8, 8), lr=0.01):
        self.n_features = n_features
        self.hidden = hidden
        self.lr = lr
        self.build_graph()
        self.saver = tf.train.Saver(max_to_keep=3)

    def build_graph(self):
        self.x = tf.placeholder(tf.float32, [None, self.n_features], name="x")
        self.y = tf.placeholder(tf.float32, [None], name="y")
        h = self.x
        for i, units in enumerate(self.hidden):
            h = tf.layers.dense(h, units, activation=tf.nn.relu, name="dense_%d" % i)
        self.out = tf.squeeze(tf.layers.dense(h, 1, name="out"), axis=1)
        self.loss = tf.reduce_mean(tf.square(self.out - self.y))
        self.global_step = tf.train.get_or_create_global_step()
        self.train_op = tf.train.AdamOptimizer(self.lr).minimize(self.loss, global_step=self.global_step)

    def fit(self, sess, X, Y, epochs, batch_size=16):
        for ep in range(epochs):
            idx = np.random.permutation(len(X))
            for s in range(0, len(X), batch_size):
                b = idx[s:s + batch_size]
                sess.run(self.train_op, {self.x: X[b], self.y: Y[b]})
            l = sess.run(self.loss, {self.x: X, self.y: Y})
            print("epoch %d loss %.5f" % (ep, l))
            self.saver.save(sess, os.path.join(CKPT, "reg"), global_step=self.global_step)

    def predict(self, sess, X):
        return sess.run(self.out, feed_dict={self.x: X})


X = np.random.rand(80, 3).astype(np.float32)
Y = (np.sin(3 * X[:, 0]) + X[:, 1] * X[:, 2]).astype(np.float32)
model = Regressor(3)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    model.fit(sess, X, Y, epochs=5)
    p1 = model.predict(sess, X[:4])
    print("pred", np.round(p1, 4))
    print("ckpts", [os.path.basename(c) for c in model.saver.last_checkpoints])

with tf.Session() as sess:
    model.saver.restore(sess, tf.train.latest_checkpoint(CKPT))
    p2 = model.predict(sess, X[:4])
    print("restored pred", np.round(p2, 4), "same", np.allclose(p1, p2))
