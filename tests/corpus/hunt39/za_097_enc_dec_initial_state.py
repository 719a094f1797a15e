import numpy as np
import tensorflow as tf

tf.set_random_seed(97)
np.random.seed(97)

B, TS, TT, E, H, V = 3, 5, 4, 3, 4, 6
src = np.random.randn(B, TS, E).astype(np.float32)
tgt_in = np.random.randn(B, TT, E).astype(np.float32)
tgt_out = np.random.randint(0, V, (B, TT)).astype(np.int32)
slen = np.array([5, 3, 1], np.int32)
tlen = np.array([4, 2, 3], np.int32)

s = tf.placeholder(tf.float32, [None, TS, E])
ti = tf.placeholder(tf.float32, [None, TT, E])
to = tf.placeholder(tf.int32, [None, TT])
sl = tf.placeholder(tf.int32, [None])
tl = tf.placeholder(tf.int32, [None])
with tf.variable_scope("encoder"):
    enc_cell = tf.nn.rnn_cell.LSTMCell(H)
    enc_out, enc_state = tf.nn.dynamic_rnn(enc_cell, s, sequence_length=sl, dtype=tf.float32)
with tf.variable_scope("decoder"):
    dec_cell = tf.nn.rnn_cell.LSTMCell(H)
    dec_out, dec_state = tf.nn.dynamic_rnn(dec_cell, ti, sequence_length=tl, initial_state=enc_state)
W = tf.get_variable("proj_W", [H, V])
logits = tf.einsum("bth,hv->btv", dec_out, W)
mask = tf.sequence_mask(tl, TT, dtype=tf.float32)
xent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=to, logits=logits)
loss = tf.reduce_sum(xent * mask) / tf.reduce_sum(mask)
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    fd = {s: src, ti: tgt_in, to: tgt_out, sl: slen, tl: tlen}
    for i in range(5):
        l, _ = sess.run([loss, train], fd)
        print(i, "%.5f" % l)
    ds, es = sess.run([dec_state.h, enc_state.c], fd)
    print(np.round(ds, 4))
    print(np.round(es, 4))
    print([v.name for v in tf.trainable_variables()])
