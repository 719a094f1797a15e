import numpy as np
import tensorflow as tf

tf.set_random_seed(60)
np.random.seed(60)
T, D, H = 5, 3, 4
x = tf.placeholder(tf.float32, [None, T, D])
lens = tf.placeholder(tf.int32, [None])
fw = tf.nn.rnn_cell.LSTMCell(H)
bw = tf.nn.rnn_cell.LSTMCell(H)
(out_fw, out_bw), (s_fw, s_bw) = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, sequence_length=lens, dtype=tf.float32)
final = tf.concat([s_fw.h, s_bw.h, s_fw.c], 1)
last_fw = out_fw[:, -1, :]        # zeros for short sequences in TF1
first_bw = out_bw[:, 0, :]
feat = tf.concat([final, last_fw, first_bw], axis=-1)
o = tf.layers.dense(feat, 2)
loss = tf.reduce_mean(tf.square(o - 1.0))
tr = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(4, T, D).astype(np.float32)
L = np.array([5, 1, 3, 2], np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(last_fw, {x: X, lens: L}).round(4))
    for i in range(6):
        l, _ = sess.run([loss, tr], {x: X, lens: L})
        print(i, round(float(l), 5))
