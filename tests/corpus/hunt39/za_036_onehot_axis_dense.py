import numpy as np
import tensorflow as tf

tf.set_random_seed(36)
np.random.seed(36)

T = 4
ids = tf.placeholder(tf.int32, [None, T])
oh = tf.one_hot(ids, depth=3, axis=1)      # B,3,T
oh_last = tf.one_hot(ids, 3)               # B,T,3
h1 = tf.layers.dense(oh, 2, name="d1")     # last dim is T
h2 = tf.layers.dense(oh_last, 2, name="d2")
out = tf.reduce_sum(h1, axis=1) + tf.reduce_sum(h2, axis=1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    X = np.array([[0, 1, 2, 1], [2, 2, 0, 1]], np.int32)
    print(np.round(sess.run(out, {ids: X}), 4))
    print(sess.run(tf.shape(h1), {ids: X}))
