import numpy as np
import tensorflow as tf

tf.set_random_seed(53)
np.random.seed(53)

X = np.random.randn(2, 3, 4).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3, 4])
cell = tf.nn.rnn_cell.LSTMCell(5, use_peepholes=True, cell_clip=0.5, num_proj=3)
outs, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    o, s = sess.run([outs, st], {x: X})
    print(np.round(o, 4))
    print(np.round(s.c, 4))
