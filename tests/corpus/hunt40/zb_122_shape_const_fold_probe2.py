import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [7, 2])
ids = tf.placeholder(tf.int32, [None])
b = tf.unsorted_segment_sum(x, ids, num_segments=tf.shape(y)[0])
c = tf.sequence_mask(ids, maxlen=tf.shape(y)[0])
d = tf.segment_sum(y, tf.constant([0, 0, 1, 1, 2, 2, 2]))
e = tf.sequence_mask(ids, tf.constant(3))
print("b", b.get_shape().as_list())
print("c", c.get_shape().as_list())
print("d", d.get_shape().as_list())
print("e", e.get_shape().as_list())
with tf.Session() as sess:
    fd = {x: np.ones((3, 6), np.float32), y: np.ones((7, 2), np.float32), ids: [0, 2, 3]}
    print(sess.run(tf.reduce_sum(b), fd), sess.run(tf.reduce_sum(tf.cast(c, tf.int32)), fd), sess.run(d, fd).sum())
