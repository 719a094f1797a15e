import numpy as np
import tensorflow as tf

tf.set_random_seed(103)
np.random.seed(103)

T, B, E, H = 5, 2, 3, 2
X = np.random.randn(T, B, E).astype(np.float32)
lens = np.array([3, 5], np.int32)
x = tf.placeholder(tf.float32, [T, None, E])
L = tf.placeholder(tf.int32, [None])
fw = tf.nn.rnn_cell.BasicRNNCell(H)
bw = tf.nn.rnn_cell.BasicRNNCell(H)
(of, ob), (sf, sb) = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, sequence_length=L, time_major=True, dtype=tf.float32)
both = tf.concat([of, ob], -1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    a, b1, b2 = sess.run([both, sf, sb], {x: X, L: lens})
    print(np.round(a[:, 0], 4))
    print(np.round(b1, 4), np.round(b2, 4))
