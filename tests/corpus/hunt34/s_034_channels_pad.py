import numpy as np
import tensorflow as tf

tf.set_random_seed(34)
np.random.seed(34)

X = np.random.randn(4, 8, 3).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8, 3])
xp = tf.pad(x, [[0, 0], [1, 1], [0, 2]])   # channels 3 -> 5, time 8 -> 10
h = tf.layers.conv1d(xp, 4, 3, name='padconv')
s = tf.reduce_sum(tf.square(h))
gk = tf.gradients(s, tf.trainable_variables())

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.shape.as_list() for v in tf.trainable_variables()])
    hv = sess.run(h, {x: X})
    print(hv.shape, hv[0, 0])
    print(sess.run(gk, {x: X})[1])
