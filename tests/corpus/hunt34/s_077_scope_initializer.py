import numpy as np
import tensorflow as tf

tf.set_random_seed(77)
np.random.seed(77)

X = np.random.randn(3, 8, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8, 2])
with tf.variable_scope('const', initializer=tf.constant_initializer(0.25)):
    h = tf.layers.conv1d(x, 3, 3)
out = tf.reduce_sum(h, axis=[1, 2])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: X}))
    print(sess.run(tf.trainable_variables()[0])[0])
