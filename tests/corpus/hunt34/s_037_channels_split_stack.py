import numpy as np
import tensorflow as tf

tf.set_random_seed(37)
np.random.seed(37)

X = np.random.randn(3, 10, 4).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 4])
p1, p2 = tf.split(x, [1, 3], axis=2)
u1 = tf.unstack(x, axis=2)
st = tf.stack(u1[:2], axis=-1)    # 2 channels
h1 = tf.layers.conv1d(p1, 2, 3, name='h1')
h2 = tf.layers.conv1d(p2, 2, 3, name='h2')
h3 = tf.layers.conv1d(st, 2, 3, name='h3')
tot = tf.reduce_sum(h1) + tf.reduce_sum(h2 * h2) + tf.reduce_sum(h3)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(tot, {x: X}))
    print(sess.run([h1, h2, h3], {x: X})[2][1])
