import numpy as np
import tensorflow as tf

tf.set_random_seed(59)
np.random.seed(59)
B, T, D, H = 3, 6, 4, 5
x = tf.placeholder(tf.float32, [None, T, D])
lens = tf.placeholder(tf.int32, [None])
cell_fw = tf.nn.rnn_cell.GRUCell(H)
cell_bw = tf.nn.rnn_cell.GRUCell(H)
(out_fw, out_bw), (st_fw, st_bw) = tf.nn.bidirectional_dynamic_rnn(
    cell_fw, cell_bw, x, sequence_length=lens, dtype=tf.float32)
out = tf.concat([out_bw, out_fw], axis=2)          # bw first
mean_t = tf.reduce_mean(out, axis=1)               # includes padded steps (zeros in TF1)
feat = tf.concat([mean_t, st_fw, st_bw], axis=1)
logit = tf.layers.dense(feat, 1, name="cls")
y = tf.placeholder(tf.float32, [None, 1])
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
tr = tf.train.AdamOptimizer(0.03).minimize(loss)
X = np.random.randn(B, T, D).astype(np.float32)
L = np.array([6, 2, 4], np.int32)
Y = np.array([[1], [0], [1]], np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    o = sess.run(out, {x: X, lens: L})
    print(np.round(o[1], 4))
    for i in range(8):
        l, _ = sess.run([loss, tr], {x: X, lens: L, y: Y})
        print(i, round(float(l), 5))
    print(sess.run(st_bw, {x: X, lens: L}).round(4))
