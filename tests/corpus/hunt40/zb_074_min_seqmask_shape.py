import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 5])
lens = tf.placeholder(tf.int32, [None])
w = tf.sequence_mask(lens, tf.shape(x)[1], dtype=tf.float32)
print(w.get_shape().as_list())
with tf.Session() as sess:
    print(sess.run(tf.reduce_sum(w * x), {x: np.ones((2, 5), np.float32), lens: [2, 4]}))
