import numpy as np
import tensorflow as tf

tf.set_random_seed(23)
np.random.seed(23)

B, T, E, H = 2, 3, 4, 3
X = np.random.randn(B, T, E).astype(np.float32)
x = tf.placeholder(tf.float32, [None, None, E])
cell = tf.nn.rnn_cell.LSTMCell(H, state_is_tuple=False, activation=tf.nn.relu)
outs, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
c, h = tf.split(st, 2, axis=1)
logit = tf.layers.dense(tf.concat([outs[:, -1, :], c], 1), 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run([st, logit], {x: X})
    print(np.round(r[0], 4))
    print(np.round(r[1], 4))
