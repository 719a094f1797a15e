import numpy as np
import tensorflow as tf

tf.set_random_seed(52)
np.random.seed(52)

B, T, E, H = 3, 4, 3, 2
X = np.random.randn(B, T, E).astype(np.float32)
lens = np.array([4, 1, 3], np.int64)
x = tf.placeholder(tf.float32, [None, T, E])
sl = tf.placeholder(tf.int64, [None])
cell_fw = tf.contrib.rnn.LSTMCell(H)
cell_bw = tf.contrib.rnn.LSTMCell(H)
outputs, states = tf.nn.bidirectional_dynamic_rnn(cell_fw, cell_bw, x, sequence_length=sl, dtype=tf.float32)
fw_state, bw_state = states
enc_h = tf.concat([fw_state.h, bw_state.h], axis=1)
enc_c = tf.concat((fw_state.c, bw_state.c), 1)
out_cat = tf.concat(outputs, 2)
att = tf.nn.softmax(tf.squeeze(tf.layers.dense(out_cat, 1), -1))
ctx = tf.reduce_sum(out_cat * tf.expand_dims(att, -1), 1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run({"h": enc_h, "c": enc_c, "att": att, "ctx": ctx}, {x: X, sl: lens})
    for k in ["h", "c", "att", "ctx"]:
        print(k, np.round(r[k], 4))
