import numpy as np
import tensorflow as tf

tf.set_random_seed(89)
np.random.seed(89)

X = np.random.randn(3, 12, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 12, 2])
k = tf.get_variable('k', [3, 2, 4])
h = tf.nn.relu(tf.nn.conv1d(x, k, 1, 'SAME'))
p = tf.nn.max_pool1d(h, ksize=2, strides=2, padding='VALID')
a = tf.nn.avg_pool1d(h, ksize=3, strides=3, padding='SAME')
s = tf.reduce_sum(p) + tf.reduce_sum(a)
g = tf.gradients(s, k)[0]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    pv, av = sess.run([p, a], {x: X})
    print(pv.shape, av.shape, pv[0, 0], av[0, 0])
    print(sess.run(g, {x: X})[0])
