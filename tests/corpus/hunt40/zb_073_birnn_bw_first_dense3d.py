import numpy as np
import tensorflow as tf

tf.set_random_seed(73)
np.random.seed(73)
T, D = 4, 3
x = tf.placeholder(tf.float32, [None, T, D])
lens = tf.placeholder(tf.int32, [None])
fw = tf.nn.rnn_cell.GRUCell(3)
bw = tf.nn.rnn_cell.GRUCell(2)
(out_fw, out_bw), _ = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, sequence_length=lens, dtype=tf.float32, scope="bi")
out = tf.concat([out_fw, out_bw], -1)
proj = tf.layers.dense(out, 1, name="proj")        # [None, T, 1]
score = tf.reduce_sum(tf.squeeze(proj, axis=2), 1)
loss = tf.reduce_mean(tf.square(score - 1.0))
tr = tf.train.AdamOptimizer(0.05).minimize(loss)
X = np.random.randn(3, T, D).astype(np.float32)
L = [4, 1, 3]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out_bw, {x: X, lens: L})[1].round(4))
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X, lens: L})[0]), 5))
    print(sorted(v.name for v in tf.trainable_variables()))
