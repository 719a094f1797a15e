import numpy as np
import tensorflow as tf

tf.set_random_seed(91)
np.random.seed(91)

V, E, H, T, C = 20, 5, 4, 6, 3
X = np.random.randint(1, V, (8, T)).astype(np.int32)
lens = np.random.randint(2, T + 1, 8).astype(np.int32)
for r, l in enumerate(lens):
    X[r, l:] = 0
Y = np.random.randint(0, C, 8).astype(np.int32)

tokens = tf.placeholder(tf.int32, [None, T])
seq_len = tf.placeholder(tf.int32, [None])
labels = tf.placeholder(tf.int32, [None])
emb = tf.get_variable("emb", [V, E])
x = tf.nn.embedding_lookup(emb, tokens)
fw = tf.nn.rnn_cell.LSTMCell(H)
bw = tf.nn.rnn_cell.LSTMCell(H)
(ofw, obw), _ = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, sequence_length=seq_len, dtype=tf.float32)
H2 = tf.concat([ofw, obw], axis=2)                     # B,T,2H
w_att = tf.get_variable("w_att", [2 * H, 1])
scores = tf.squeeze(tf.tensordot(tf.tanh(H2), w_att, axes=1), axis=2)   # B,T
mask = tf.sequence_mask(seq_len, T)
scores = tf.where(mask, scores, tf.ones_like(scores) * -1e9)
alpha = tf.nn.softmax(scores)
r = tf.reduce_sum(H2 * tf.expand_dims(alpha, 2), axis=1)   # B,2H
W_o = tf.get_variable("W_o", [2 * H, C])
b_o = tf.get_variable("b_o", [C], initializer=tf.zeros_initializer())
logits = tf.matmul(tf.tanh(r), W_o) + b_o
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
acc = tf.reduce_mean(tf.to_float(tf.equal(tf.argmax(logits, 1, output_type=tf.int32), labels)))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, a, _ = sess.run([loss, acc, train], {tokens: X, seq_len: lens, labels: Y})
        print("step %d loss %.5f acc %.3f" % (i, l, a))
    print(np.round(sess.run(alpha, {tokens: X[:2], seq_len: lens[:2]}), 4))
