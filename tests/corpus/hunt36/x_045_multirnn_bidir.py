import numpy as np
import tensorflow as tf

tf.set_random_seed(45)
np.random.seed(45)

B, T, D, H = 12, 5, 3, 6
seqs = np.random.randn(B, T, D).astype(np.float32)
lens = np.random.randint(2, T + 1, size=B).astype(np.int32)
target = np.array([seqs[i, :lens[i], 0].sum() for i in range(B)], dtype=np.float32).reshape(-1, 1)

inputs = tf.placeholder(tf.float32, [None, T, D])
seq_len = tf.placeholder(tf.int32, [None])
y = tf.placeholder(tf.float32, [None, 1])

with tf.variable_scope("bi"):
    fw = tf.nn.rnn_cell.LSTMCell(H, initializer=tf.orthogonal_initializer(seed=1))
    bw = tf.nn.rnn_cell.LSTMCell(H, initializer=tf.orthogonal_initializer(seed=2))
    (out_fw, out_bw), (st_fw, st_bw) = tf.nn.bidirectional_dynamic_rnn(fw, bw, inputs, sequence_length=seq_len, dtype=tf.float32)
with tf.variable_scope("stack"):
    cells = [tf.nn.rnn_cell.GRUCell(H, kernel_initializer=tf.glorot_uniform_initializer(seed=3 + i)) for i in range(2)]
    multi = tf.nn.rnn_cell.MultiRNNCell(cells)
    stacked_out, stacked_state = tf.nn.dynamic_rnn(multi, tf.concat([out_fw, out_bw], -1), sequence_length=seq_len, dtype=tf.float32)

features = tf.concat([st_fw.h, st_bw.h, stacked_state[-1]], axis=1)
W = tf.get_variable("W_out", [3 * H, 1], initializer=tf.glorot_uniform_initializer(seed=9))
pred = tf.matmul(features, W)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("n trainable:", len(tf.trainable_variables()))
    for i in range(60):
        _, l = sess.run([train, loss], {inputs: seqs, seq_len: lens, y: target})
        if i % 20 == 0:
            print("iter", i, "loss", l)
    print("final loss", sess.run(loss, {inputs: seqs, seq_len: lens, y: target}))
