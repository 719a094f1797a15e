import numpy as np
import tensorflow as tf

tf.set_random_seed(60)
np.random.seed(60)
WORDS = np.random.randint(0, 10, size=(8, 3))
TAGS = np.random.randint(0, 5, size=(8, 3))
Y = np.random.randn(8, 1).astype(np.float32)

words = tf.placeholder(tf.int32, [None, 3])
tags = tf.placeholder(tf.int32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
word_table = tf.get_variable("embedding", [10, 4], initializer=tf.random_uniform_initializer(-0.1, 0.1))
tag_emb = tf.keras.layers.Embedding(5, 4)
feat = tf.reduce_mean(tf.nn.embedding_lookup(word_table, words) + tag_emb(tags), axis=1)
pred = tf.layers.dense(feat, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.MomentumOptimizer(0.3, 0.9).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={words: WORDS, tags: TAGS, y: Y})
        print(i, l)
    print(sess.run(tag_emb.embeddings)[0])
