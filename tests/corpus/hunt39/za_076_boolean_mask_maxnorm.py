import numpy as np
import tensorflow as tf

tf.set_random_seed(76)
np.random.seed(76)

V, E = 6, 3
ids = np.array([[1, 0, 3], [5, 5, 0]], np.int32)
p = tf.placeholder(tf.int32, [None, 3])
table = tf.get_variable("table", initializer=np.random.randn(V, E).astype(np.float32) * 3)
e = tf.nn.embedding_lookup(table, p, max_norm=1.0)
valid = tf.not_equal(p, 0)
kept = tf.boolean_mask(e, valid)
kept_ax = tf.boolean_mask(tf.transpose(e, [1, 0, 2]), valid[0], axis=0)
tot = tf.reduce_sum(kept, axis=0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    a, b, c = sess.run([kept, kept_ax, tot], {p: ids})
    print(np.round(a, 4))
    print(b.shape, np.round(b, 4).ravel())
    print(np.round(c, 4))
