import numpy as np
import tensorflow as tf

tf.set_random_seed(29)
np.random.seed(29)

V, E = 10, 3
emb = tf.get_variable("emb", [V, E], initializer=tf.random_uniform_initializer(-1, 1, seed=3))
sp = tf.sparse_placeholder(tf.int64)
wts = tf.sparse_placeholder(tf.float32)
mean_e = tf.nn.embedding_lookup_sparse(emb, sp, None, combiner="mean")
sqrtn_e = tf.nn.embedding_lookup_sparse(emb, sp, wts, combiner="sqrtn")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    idx = np.array([[0, 0], [0, 1], [1, 0], [2, 0], [2, 1], [2, 2]], np.int64)
    vals = np.array([1, 4, 2, 7, 7, 9], np.int64)
    w = np.array([1., 2., 1., .5, .5, 3.], np.float32)
    shp = np.array([3, 3], np.int64)
    m, s = sess.run([mean_e, sqrtn_e], {sp: (idx, vals, shp), wts: (idx, w, shp)})
    print(np.round(m, 4))
    print(np.round(s, 4))
