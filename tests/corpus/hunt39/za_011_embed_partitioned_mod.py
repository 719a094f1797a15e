import numpy as np
import tensorflow as tf

tf.set_random_seed(11)
np.random.seed(11)

# embedding table split in 3 shards, looked up with the default (mod) strategy
shards = [tf.Variable(np.arange(i * 4 * 3, (i + 1) * 4 * 3, dtype=np.float32).reshape(4, 3) / 10.0,
                      name="shard_%d" % i) for i in range(3)]
ids = tf.placeholder(tf.int64, [None, 2])
emb = tf.nn.embedding_lookup(shards, ids)
pooled = tf.reduce_mean(emb, axis=1)
W = tf.get_variable("W", [3, 1], initializer=tf.ones_initializer())
out = tf.matmul(pooled, W)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {ids: np.array([[0, 1], [5, 11], [2, 7]])}))
    print(sess.run(emb, {ids: np.array([[3, 4]])}))
