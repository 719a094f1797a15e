import numpy as np
import tensorflow as tf

tf.set_random_seed(78)
np.random.seed(78)

X = np.random.randn(3, 8, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8, 2])
with tf.name_scope('encoder'):
    h = tf.layers.conv1d(x, 3, 3, name='conv')
    with tf.variable_scope('inner'):
        h2 = tf.layers.conv1d(h, 3, 2)
out = tf.reduce_sum(h2)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for v in tf.trainable_variables():
        print(v.name)
    print(sess.run(out, {x: X}))
