import numpy as np
import tensorflow as tf

tf.set_random_seed(7)
np.random.seed(7)

B, T, D = 3, 5, 4
enc = np.random.randn(B, T, D).astype(np.float32)
q_np = np.random.randn(B, D).astype(np.float32)
y_np = np.random.randn(B, 2).astype(np.float32)

class Attn(object):
    def __init__(self):
        self.keys = tf.placeholder(tf.float32, [None, T, D], name="keys")
        self.query = tf.placeholder(tf.float32, [None, D], name="query")
        self.y = tf.placeholder(tf.float32, [None, 2])

    def build(self):
        q = tf.expand_dims(self.query, 1)                     # B,1,D
        scores = tf.matmul(q, self.keys, transpose_b=True)    # B,1,T
        scores = tf.squeeze(scores, [1]) / np.sqrt(D)
        self.alpha = tf.nn.softmax(scores)
        ctx = tf.reduce_sum(self.keys * tf.expand_dims(self.alpha, -1), axis=1)
        self.out = tf.layers.dense(tf.concat([ctx, self.query], 1), 2, name="head")
        self.loss = tf.reduce_mean(tf.squared_difference(self.out, self.y))
        self.train_op = tf.train.AdamOptimizer(0.02).minimize(self.loss)

    def train_step(self, sess, k, q, y):
        return sess.run([self.loss, self.train_op], {self.keys: k, self.query: q, self.y: y})[0]

m = Attn()
m.build()
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        print("loss", round(float(m.train_step(sess, enc, q_np, y_np)), 5))
    a = sess.run(m.alpha, {m.keys: enc, m.query: q_np})
    print(np.round(a, 4))
