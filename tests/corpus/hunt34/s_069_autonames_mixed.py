import numpy as np
import tensorflow as tf

tf.set_random_seed(69)
np.random.seed(69)

X = np.random.randn(3, 12, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 12, 2])
a = tf.layers.conv1d(x, 3, 3, name='conv1d')
b = tf.layers.conv1d(x, 3, 3)
c = tf.layers.conv1d(x, 3, 3, name='conv1d_2')
d = tf.layers.conv1d(x, 3, 3)
with tf.variable_scope('conv1d_3'):
    e = tf.layers.conv1d(x, 3, 3)
f = tf.layers.conv1d(x, 3, 3)
tot = tf.add_n([tf.reduce_sum(t) for t in [a, b, c, d, e, f]])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for v in tf.global_variables():
        print(v.name)
    print(sess.run(tot, {x: X}))
