import numpy as np
import tensorflow as tf

tf.set_random_seed(66)
np.random.seed(66)

ids = np.random.randint(0, 15, (3, 6)).astype(np.int32)
x = tf.placeholder(tf.int32, [3, 6])
table = tf.get_variable('emb', [15, 4])
emb = tf.nn.embedding_lookup(table, x)
emb = tf.nn.dropout(emb, 0.8)
k = tf.Variable(tf.truncated_normal([2, 4, 3], stddev=0.1))
h = tf.nn.conv1d(emb, k, 1, 'VALID')
h = tf.nn.dropout(h, keep_prob=0.7)
out = tf.reduce_max(h, axis=1)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: ids}))
