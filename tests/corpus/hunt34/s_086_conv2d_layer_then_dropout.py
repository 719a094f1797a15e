import numpy as np
import tensorflow as tf

tf.set_random_seed(86)
np.random.seed(86)

X = np.random.randn(2, 1, 10, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [2, 1, 10, 2])
h = tf.layers.conv2d(x, 3, (1, 3))
d = tf.nn.dropout(h, keep_prob=0.5)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(d, {x: X})[0, 0])
