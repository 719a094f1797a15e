import numpy as np
import tensorflow as tf

lens = tf.placeholder(tf.int32, [None])
m = tf.sequence_mask(lens, tf.constant(3))
print(m.get_shape().as_list())
with tf.Session() as sess:
    print(sess.run(tf.cast(m, tf.int32), {lens: [1, 3]}))
