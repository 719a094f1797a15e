import numpy as np
import tensorflow as tf

np.random.seed(98)
tf.set_random_seed(98)

T, D, H, C = 4, 2, 6, 2
x = tf.placeholder(tf.float32, [None, T, D])
y = tf.placeholder(tf.int64, [None])
inputs = tf.unstack(x, T, axis=1)
cell = tf.nn.rnn_cell.BasicRNNCell(H)
outputs, last = tf.nn.static_rnn(cell, inputs, dtype=tf.float32)
W = tf.Variable(tf.random_normal([H, C], stddev=0.3))
bb = tf.Variable(tf.zeros([C]))
logits = tf.matmul(outputs[-1], W) + bb
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), y), tf.float32))

X = np.random.randn(64, T, D).astype(np.float32)
Y = (X[:, :, 0].sum(1) > 0).astype(np.int64)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        _, l = sess.run([train, loss], {x: X, y: Y})
        if i % 10 == 0:
            print(i, "%.5f" % l)
    print("acc", sess.run(acc, {x: X, y: Y}))
