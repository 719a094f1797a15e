import numpy as np
import tensorflow as tf

tf.set_random_seed(40)
np.random.seed(40)

T, B, E, H = 5, 3, 2, 4
X = np.random.randn(T, B, E).astype(np.float32)
lens = np.array([5, 0, 2], np.int32)
x = tf.placeholder(tf.float32, [T, None, E])
L = tf.placeholder(tf.int32, [None])
cell = tf.nn.rnn_cell.BasicLSTMCell(H, forget_bias=0.5)
outs, state = tf.nn.dynamic_rnn(cell, x, sequence_length=L, time_major=True, dtype=tf.float32)
summary = tf.reduce_max(outs, axis=0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    o, st, sm = sess.run([outs, state, summary], {x: X, L: lens})
    print(np.round(o[:, 2], 4))
    print(np.round(st.h, 4), np.round(st.c, 4))
    print(np.round(sm, 4))
