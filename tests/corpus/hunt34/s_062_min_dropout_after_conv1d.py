import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [2, 5, 1])
h = tf.layers.conv1d(x, 2, 3)
d = tf.nn.dropout(h, keep_prob=0.5)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(d, {x: np.ones([2, 5, 1], np.float32)}))
