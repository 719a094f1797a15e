import numpy as np
import tensorflow as tf

tf.set_random_seed(21)
np.random.seed(21)

X = np.random.randn(3, 10, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
h = tf.layers.conv1d(x, 3, 3, padding='causal', name='causal')
s = tf.reduce_sum(tf.square(h))
g = tf.gradients(s, x)[0]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    hv = sess.run(h, {x: X})
    print(hv.shape)
    print(hv[0])
    print(sess.run(g, {x: X})[0])
