import numpy as np
import tensorflow as tf

tf.set_random_seed(32)
np.random.seed(32)

ids = tf.placeholder(tf.int32, [None])
n_buckets = 4
bucket = tf.div(ids, 3)
bucket_mod = tf.mod(ids, n_buckets)
neg = tf.div(ids - 10, 3)
ratio = tf.divide(ids, 3)
emb = tf.get_variable("emb", [10, 2], initializer=tf.constant_initializer(np.arange(20).reshape(10, 2) / 10.0))
looked = tf.nn.embedding_lookup(emb, tf.clip_by_value(bucket, 0, 9))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run([bucket, bucket_mod, neg, ratio, looked], {ids: np.array([0, 5, 7, 11, 28])})
    for v in r:
        print(v.dtype, np.round(v, 4).tolist())
