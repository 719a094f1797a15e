import numpy as np
import tensorflow as tf

tf.set_random_seed(16)
np.random.seed(16)

X = np.random.randn(3, 11, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 11, 2])
# inputs, filters, kernel_size, strides, padding, data_format, dilation_rate, activation, use_bias
h = tf.layers.conv1d(x, 4, 3, 2, 'same', 'channels_last', 1, tf.nn.relu, False)
s = tf.reduce_sum(h)
g = tf.gradients(s, tf.trainable_variables())

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    print(sess.run(h, {x: X})[0])
    print(sess.run(g, {x: X}))
