import numpy as np
import tensorflow as tf

tf.set_random_seed(36)
np.random.seed(36)

X = np.random.randn(3, 4, 12).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4, 12])
t = tf.transpose(x, [0, 2, 1])          # [N,12,4]
r = tf.reshape(x, [-1, 6, 8])           # [N,6,8]
a = tf.layers.conv1d(t, 2, 3, name='tconv')
b = tf.layers.conv1d(r, 2, 3, name='rconv')
s = tf.reduce_sum(a) + tf.reduce_sum(b)
g = tf.gradients(s, x)[0]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    av, bv = sess.run([a, b], {x: X})
    print(av.shape, bv.shape)
    print(av[0, :3], bv[0, :3])
    print(sess.run(g, {x: X})[0, 0])
