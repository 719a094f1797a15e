import numpy as np
import tensorflow as tf

tf.set_random_seed(74)
np.random.seed(74)

B, T, V, E = 3, 5, 7, 4
src = np.random.randint(0, V, (B, T)).astype(np.int32)
tgt = np.random.randint(0, V, (B, T)).astype(np.int32)
lens = np.array([5, 3, 1], np.int32)
s = tf.placeholder(tf.int32, [None, T])
t = tf.placeholder(tf.int32, [None, T])
l = tf.placeholder(tf.int32, [None])
emb = tf.get_variable("emb", [V, E])
h = tf.layers.dense(tf.nn.embedding_lookup(emb, s), E, activation=tf.nn.tanh)
logits = tf.layers.dense(h, V)
mask = tf.sequence_mask(l, T, dtype=tf.float32)
loss1 = tf.losses.sparse_softmax_cross_entropy(t, logits, weights=mask)
xent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=t, logits=logits)
loss2 = tf.reduce_sum(xent * mask) / tf.reduce_sum(mask)
per_seq = tf.reduce_sum(xent * mask, axis=1) / tf.to_float(l)
train = tf.train.AdamOptimizer(0.05).minimize(loss1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        a, b, _ = sess.run([loss1, loss2, train], {s: src, t: tgt, l: lens})
        print(round(float(a), 5), round(float(b), 5))
    print(np.round(sess.run(per_seq, {s: src, t: tgt, l: lens}), 4))
