import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 3])
seg = tf.placeholder(tf.int32, [None])
s = tf.unsorted_segment_sum(x, seg, tf.constant(4))
print(s.get_shape().as_list())
with tf.Session() as sess:
    print(sess.run(s, {x: np.ones((3, 3), np.float32), seg: [0, 2, 2]}))
