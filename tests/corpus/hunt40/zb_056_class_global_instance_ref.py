import numpy as np
import tensorflow as tf

tf.set_random_seed(56)
np.random.seed(56)

class Model(object):
    def __init__(self, n_hidden):
        self.x = tf.placeholder(tf.float32, [None, 3])
        self.y = tf.placeholder(tf.float32, [None, 1])
        model = tf.layers.dense(self.x, n_hidden, activation=tf.nn.relu, name="hid")
        model = tf.layers.dense(model, 1, name="pred")
        self.pred = model
        self.loss = tf.losses.mean_squared_error(self.y, model)
        self.opt = tf.train.AdamOptimizer(0.03).minimize(self.loss)

    def run_epoch(self, sess, X, Y):
        # sloppy: uses the global instance
        return sess.run([model.loss, model.opt], {model.x: X, model.y: Y})[0]

    def predict(self, sess, X):
        return sess.run(self.pred, {self.x: X})

model = Model(4)
X = np.random.randn(10, 3).astype(np.float32)
Y = np.sum(X, 1, keepdims=True)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(8):
        print(ep, round(float(model.run_epoch(sess, X, Y)), 5))
    print(model.predict(sess, X[:3]).ravel().round(4))
