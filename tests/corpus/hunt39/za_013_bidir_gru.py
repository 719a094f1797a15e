import numpy as np
import tensorflow as tf

tf.set_random_seed(13)
np.random.seed(13)

B, T, E, H = 2, 6, 3, 4
X = np.random.randn(B, T, E).astype(np.float32)
lens = np.array([6, 3], np.int32)

inputs = tf.placeholder(tf.float32, [None, T, E])
seq_len = tf.placeholder(tf.int32, [None])
fw = tf.nn.rnn_cell.GRUCell(H)
bw = tf.nn.rnn_cell.GRUCell(H)
(out_fw, out_bw), (st_fw, st_bw) = tf.nn.bidirectional_dynamic_rnn(
    fw, bw, inputs, sequence_length=seq_len, dtype=tf.float32)
outputs = tf.concat([out_fw, out_bw], axis=-1)
final = tf.concat([st_fw, st_bw], 1)
logits = tf.layers.dense(final, 2)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    o, f, lg = sess.run([outputs, final, logits], feed_dict={inputs: X, seq_len: lens})
    print(np.round(o[1], 4))
    print(np.round(f, 4))
    print(np.round(lg, 4))
