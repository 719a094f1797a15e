import numpy as np
import tensorflow as tf

np.random.seed(92)
tf.set_random_seed(92)

B, T, D, H = 4, 6, 3, 5
x = tf.placeholder(tf.float32, [B, T, D])
lens = tf.placeholder(tf.int32, [B])
labels = tf.placeholder(tf.int32, [B, T])
fw = tf.contrib.rnn.LSTMCell(H)
bw = tf.contrib.rnn.LSTMCell(H)
(out_fw, out_bw), _ = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, sequence_length=lens, dtype=tf.float32)
outs = tf.concat([out_fw, out_bw], axis=-1)
logits = tf.layers.dense(outs, 3)
mask = tf.sequence_mask(lens, T)
loss = tf.losses.sparse_softmax_cross_entropy(labels, logits, weights=tf.to_float(mask))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.randn(B, T, D).astype(np.float32)
L = np.array([6, 4, 2, 5], dtype=np.int32)
Y = (X[:, :, 0] > 0).astype(np.int32) + (X[:, :, 1] > 1).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        _, l = sess.run([train, loss], {x: X, lens: L, labels: Y})
        if i % 10 == 0:
            print(i, "%.5f" % l)
    print(sorted(v.name for v in tf.trainable_variables()))
