import numpy as np
import tensorflow as tf

tf.set_random_seed(63)
np.random.seed(63)

vals = np.random.randn(9, 2).astype(np.float32)
seg = np.array([3, 0, 3, 1, 0, 4, 4, 1, 3], np.int32)
v = tf.placeholder(tf.float32, [None, 2])
s = tf.placeholder(tf.int32, [None])
n = tf.reduce_max(s) + 1
m = tf.unsorted_segment_mean(v, s, n)
sq = tf.unsorted_segment_sqrt_n(v, s, n)
mn = tf.unsorted_segment_min(v, s, n)
prod = tf.unsorted_segment_prod(v, s, n)
parts = tf.dynamic_partition(v, tf.cast(s > 2, tf.int32), 2)
stitched = tf.dynamic_stitch([tf.range(3), tf.range(3, 5)], [tf.ones([3, 2]), tf.zeros([2, 2])])
with tf.Session() as sess:
    r = sess.run([m, sq, mn, prod, parts[0], parts[1], stitched], {v: vals, s: seg})
    for a in r:
        print(np.round(a, 4))
