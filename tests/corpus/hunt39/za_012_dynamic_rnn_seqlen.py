import numpy as np
import tensorflow as tf

tf.set_random_seed(12)
np.random.seed(12)

B, T, E, H = 3, 5, 4, 6
X = np.random.randn(B, T, E).astype(np.float32)
lens = np.array([5, 2, 3], dtype=np.int32)
Y = np.random.randn(B, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, T, E])
L = tf.placeholder(tf.int32, [None])
y = tf.placeholder(tf.float32, [None, 1])
cell = tf.nn.rnn_cell.LSTMCell(H)
outputs, state = tf.nn.dynamic_rnn(cell, x, sequence_length=L, dtype=tf.float32)
last = state.h
mean_out = tf.reduce_sum(outputs, axis=1) / tf.cast(tf.expand_dims(L, 1), tf.float32)
feat = tf.concat([last, mean_out], axis=1)
pred = tf.layers.dense(feat, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train], {x: X, L: lens, y: Y})
        print("loss %.5f" % l)
    o, s = sess.run([outputs, state], {x: X, L: lens})
    print(np.round(o[1], 4))
    print(np.round(s.c, 4))
