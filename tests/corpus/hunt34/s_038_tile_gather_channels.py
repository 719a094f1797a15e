import numpy as np
import tensorflow as tf

tf.set_random_seed(38)
np.random.seed(38)

X = np.random.randn(3, 10, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
tl = tf.tile(x, [1, 1, 3])                   # 6 channels
ga = tf.gather(x, [0, 1, 1, 0, 1], axis=2)   # 5 channels
h1 = tf.layers.conv1d(tl, 2, 3, name='tile')
h2 = tf.layers.conv1d(ga, 2, 3, name='gath')
out = tf.reduce_sum(h1, axis=[1, 2]) + tf.reduce_sum(h2, axis=[1, 2])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: X}))
