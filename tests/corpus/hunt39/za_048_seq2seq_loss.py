import numpy as np
import tensorflow as tf

tf.set_random_seed(48)
np.random.seed(48)

B, T, V, H = 2, 4, 6, 5
src = np.random.randint(1, V, (B, T)).astype(np.int32)
tgt = np.random.randint(1, V, (B, T)).astype(np.int32)
tlen = np.array([4, 2], np.int32)
s = tf.placeholder(tf.int32, [None, T])
t = tf.placeholder(tf.int32, [None, T])
tl = tf.placeholder(tf.int32, [None])
emb = tf.get_variable("emb", [V, H])
enc_out, enc_state = tf.nn.dynamic_rnn(tf.nn.rnn_cell.GRUCell(H), tf.nn.embedding_lookup(emb, s), dtype=tf.float32, scope="enc")
logits = tf.layers.dense(enc_out + tf.expand_dims(enc_state, 1), V)
w = tf.sequence_mask(tl, T, dtype=tf.float32)
loss = tf.contrib.seq2seq.sequence_loss(logits, t, w)
loss_t = tf.contrib.seq2seq.sequence_loss(logits, t, w, average_across_batch=False)
train = tf.train.AdamOptimizer(0.02).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(round(float(sess.run([loss, train], {s: src, t: tgt, tl: tlen})[0]), 5))
    print(np.round(sess.run(loss_t, {s: src, t: tgt, tl: tlen}), 4))
