import numpy as np
import tensorflow as tf

tf.set_random_seed(89)
np.random.seed(89)
T, B, D, H = 5, 3, 2, 4
x = tf.placeholder(tf.float32, [T, None, D])
lens = tf.placeholder(tf.int64, [None])
cf = tf.nn.rnn_cell.BasicRNNCell(H)
cb = tf.nn.rnn_cell.BasicRNNCell(H, activation=tf.nn.relu)
(out_fw, out_bw), (s_fw, s_bw) = tf.nn.bidirectional_dynamic_rnn(cf, cb, x, sequence_length=lens, dtype=tf.float32, time_major=True)
out = tf.concat([out_fw, out_bw], axis=2)     # [T, B, 2H]
logits = tf.layers.dense(out, 1, name="tok")
pooled = tf.reduce_sum(logits[:, :, 0], axis=0) + tf.reduce_sum(s_bw, 1)
loss = tf.reduce_mean(tf.square(pooled - 1.0))
tr = tf.train.AdamOptimizer(0.03).minimize(loss)
X = np.random.randn(T, B, D).astype(np.float32)
L = np.array([5, 3, 1], np.int64)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out_bw, {x: X, lens: L})[:, 2].round(4))
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X, lens: L})[0]), 5))
    print([v.name for v in tf.trainable_variables()])
