import numpy as np
import tensorflow as tf

tf.set_random_seed(83)
np.random.seed(83)

PAD = 'same'
STRIDE = 2
ACT = tf.nn.relu
X = np.random.randn(3, 9, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 9, 2])
h = tf.layers.conv1d(x, 4, 3, strides=STRIDE, padding=PAD, activation=ACT)
h2 = tf.layers.conv1d(h, 2, 1, activation=None, dilation_rate=(1,), strides=(1,))
out = tf.reduce_sum(h2, axis=1)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: X}))
