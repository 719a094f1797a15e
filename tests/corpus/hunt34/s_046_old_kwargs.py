import numpy as np
import tensorflow as tf

tf.set_random_seed(46)
np.random.seed(46)

X = np.random.randn(3, 10, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
h = tf.layers.conv1d(x, 4, 3, padding='same')
m = tf.reduce_max(h, reduction_indices=[1], keep_dims=True)
m = tf.squeeze(m, squeeze_dims=[1])
att = tf.nn.softmax(tf.reduce_sum(h, 2), dim=-1)
pooled = tf.reduce_sum(h * tf.expand_dims(att, -1), axis=1)
nrm = tf.nn.l2_normalize(pooled, dim=1)
mean, var = tf.nn.moments(h, axes=[0, 1], keep_dims=False)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(m, {x: X}))
    print(sess.run(nrm, {x: X}))
    print(sess.run([mean, var], {x: X}))
