import numpy as np
import tensorflow as tf

tf.set_random_seed(51)
np.random.seed(51)

V, E, T = 10, 4, 5
pretrained = np.random.randn(V, E).astype(np.float32)
X = np.random.randint(0, V, (6, T)).astype(np.int32)
Y = np.random.randint(0, 2, 6).astype(np.int32)

W = tf.Variable(tf.constant(0.0, shape=[V, E]), trainable=False, name="W_emb")
emb_ph = tf.placeholder(tf.float32, [V, E])
emb_init = W.assign(emb_ph)
inp = tf.placeholder(tf.int32, [None, T])
lab = tf.placeholder(tf.int32, [None])
e = tf.nn.embedding_lookup(W, inp)
avg = tf.reduce_mean(e, axis=1)
logits = tf.layers.dense(avg, 2)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=lab, logits=logits))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(emb_init, feed_dict={emb_ph: pretrained})
    for i in range(6):
        print(round(float(sess.run([loss, train], {inp: X, lab: Y})[0]), 5))
    print(np.round(sess.run(avg, {inp: X[:2]}), 4))
