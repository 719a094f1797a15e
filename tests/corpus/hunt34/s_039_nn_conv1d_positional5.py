import numpy as np
import tensorflow as tf

tf.set_random_seed(39)
np.random.seed(39)

X = np.random.randn(3, 10, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
k1 = tf.get_variable('k1', [3, 2, 4])
k2 = tf.get_variable('k2', [2, 4, 3])
h = tf.nn.conv1d(x, k1, 1, 'SAME', True)
h = tf.nn.relu(h)
o = tf.nn.conv1d(h, k2, 2, 'VALID', None, 'NWC', name='second')
loss = tf.reduce_sum(tf.square(o))
g = tf.gradients(loss, [k1, k2])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(o, {x: X})[0])
    gv = sess.run(g, {x: X})
    print(gv[0][0], gv[1][1])
