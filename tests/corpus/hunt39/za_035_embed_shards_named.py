import numpy as np
import tensorflow as tf

tf.set_random_seed(35)
np.random.seed(35)

s0 = tf.get_variable("s0", initializer=np.arange(0, 12, dtype=np.float32).reshape(4, 3) / 10.0)
s1 = tf.get_variable("s1", initializer=np.arange(12, 24, dtype=np.float32).reshape(4, 3) / 10.0)
s2 = tf.get_variable("s2", initializer=np.arange(24, 36, dtype=np.float32).reshape(4, 3) / 10.0)
ids = tf.placeholder(tf.int64, [None, 2])
emb = tf.nn.embedding_lookup([s0, s1, s2], ids)
emb_div = tf.nn.embedding_lookup([s0, s1, s2], ids, partition_strategy="div")
pooled = tf.reduce_sum(emb, axis=1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    q = np.array([[0, 1], [5, 11], [2, 7]])
    print(sess.run(pooled, {ids: q}))
    print(sess.run(emb_div, {ids: q}))
