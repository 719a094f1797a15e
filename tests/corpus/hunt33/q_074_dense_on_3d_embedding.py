import numpy as np
import tensorflow as tf

tf.set_random_seed(74)
np.random.seed(74)

ids = tf.placeholder(tf.int32, [None, 6])
tags = tf.placeholder(tf.int32, [None, 6])

emb = tf.keras.layers.Embedding(16, 5)
tagger = tf.keras.layers.Dense(3)

e = emb(ids)
logits = tagger(e)   # token-wise projection, [B, 6, 3]
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=tags, logits=logits))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

X = np.random.randint(0, 16, size=(10, 6))
T = X % 3

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {ids: X, tags: T})
        if step % 5 == 0:
            print("loss", l)
    print(sess.run(tf.argmax(logits, -1), {ids: X[:2]}))
