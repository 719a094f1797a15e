import numpy as np
import tensorflow as tf

tf.set_random_seed(20)
np.random.seed(20)

class SeqCNN(object):
    def __init__(self, seq_len, n_in, n_filters=6):
        self.x = tf.placeholder(tf.float32, [None, seq_len, n_in], name='x')
        self.y = tf.placeholder(tf.float32, [None, 1], name='y')
        h = tf.layers.conv1d(self.x, n_filters, 3, padding='same', activation=tf.nn.relu)
        h = tf.layers.conv1d(h, n_filters, 3, padding='same', activation=tf.nn.relu)
        self.feat = tf.reduce_mean(h, axis=1)
        self.pred = tf.layers.dense(self.feat, 1)
        self.loss = tf.reduce_mean(tf.square(self.pred - self.y))
        self.train_op = tf.train.AdamOptimizer(0.01).minimize(self.loss)

X = np.random.randn(10, 16, 2).astype(np.float32)
Y = X.sum(axis=(1, 2))[:, None].astype(np.float32) * 0.1
model = SeqCNN(16, 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(15):
        l, _ = sess.run([model.loss, model.train_op], {model.x: X, model.y: Y})
        if epoch % 3 == 0:
            print(epoch, l)
    print(sess.run(model.pred, {model.x: X[:3]}))
