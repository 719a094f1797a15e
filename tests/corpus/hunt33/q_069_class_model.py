import numpy as np
import tensorflow as tf

tf.set_random_seed(69)
np.random.seed(69)


class TextRegressor(object):
    def __init__(self, vocab, dim):
        self.emb = tf.keras.layers.Embedding(vocab, dim)
        self.conv = tf.keras.layers.Conv1D(4, 2, activation="relu")
        self.pool = tf.keras.layers.GlobalMaxPooling1D()
        self.out = tf.keras.layers.Dense(1)

    def __call__(self, ids):
        h = self.emb(ids)
        h = self.conv(h)
        h = self.pool(h)
        return self.out(h)


ids = tf.placeholder(tf.int32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])
model = TextRegressor(20, 5)
pred = model(ids)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.randint(0, 20, size=(16, 6))
Y = (X.max(axis=1, keepdims=True) / 20.0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {ids: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
