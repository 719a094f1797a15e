import numpy as np
import tensorflow as tf

tf.set_random_seed(19)
np.random.seed(19)

T, E, H = 4, 3, 5
X = np.random.randn(6, T, E).astype(np.float32)
Y = np.random.randint(0, 2, 6).astype(np.int64)
x = tf.placeholder(tf.float32, [None, T, E])
y = tf.placeholder(tf.int64, [None])
xs = tf.unstack(x, T, 1)
cell = tf.contrib.rnn.BasicLSTMCell(H, forget_bias=1.0)
outs, st = tf.contrib.rnn.static_rnn(cell, xs, dtype=tf.float32)
stacked = tf.stack(outs, axis=1)
logits = tf.layers.dense(outs[-1], 2)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(round(float(sess.run([loss, train], {x: X, y: Y})[0]), 5))
    print(np.round(sess.run(stacked, {x: X[:1]}), 4))
