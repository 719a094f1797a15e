import numpy as np
import tensorflow as tf

tf.set_random_seed(12)
np.random.seed(12)
B, T, V = 4, 6, 7
tok = tf.placeholder(tf.int32, [None, T])
lens = tf.placeholder(tf.int32, [None])
tgt = tf.placeholder(tf.int32, [None, T])
emb = tf.get_variable("emb", [V, 5])
e = tf.nn.embedding_lookup(emb, tok)
h = tf.layers.dense(e, 8, activation=tf.nn.tanh)
logits = tf.layers.dense(h, V)
w = tf.sequence_mask(lens, T, dtype=tf.float32)
w2 = tf.cast(tf.sequence_mask(lens, maxlen=tf.shape(tok)[1]), tf.float32)
xent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=tgt, logits=logits)
loss = tf.reduce_sum(xent * w) / tf.reduce_sum(w)
loss2 = tf.losses.sparse_softmax_cross_entropy(tgt, logits, weights=w2)
train = tf.train.AdamOptimizer(0.05).minimize(loss + loss2)
TOK = np.random.randint(0, V, (B, T)).astype(np.int32)
TGT = np.random.randint(0, V, (B, T)).astype(np.int32)
LEN = np.array([6, 3, 1, 4], np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        a, b, _ = sess.run([loss, loss2, train], {tok: TOK, lens: LEN, tgt: TGT})
        print(i, round(float(a), 5), round(float(b), 5))
    print(sess.run(w, {lens: LEN}))
