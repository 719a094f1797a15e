import numpy as np
import tensorflow as tf

tf.set_random_seed(102)
np.random.seed(102)

T, E, H = 4, 2, 3
X = np.random.randn(3, T, E).astype(np.float32)
lens = np.array([4, 1, 2], np.int32)
x = tf.placeholder(tf.float32, [None, T, E])
L = tf.placeholder(tf.int32, [None])
steps = tf.unstack(x, axis=1)
cell = tf.nn.rnn_cell.GRUCell(H)
outs, last = tf.nn.static_rnn(cell, steps, sequence_length=L, dtype=tf.float32)
stacked = tf.stack(outs, axis=1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    o, l = sess.run([stacked, last], {x: X, L: lens})
    print(np.round(o[1], 4))
    print(np.round(l, 4))
