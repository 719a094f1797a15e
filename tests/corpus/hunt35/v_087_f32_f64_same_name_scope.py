import numpy as np
import tensorflow as tf
tf.set_random_seed(87); np.random.seed(87)
X32 = np.random.randn(5, 2).astype(np.float32)
X64 = np.random.randn(5, 2)
x32 = tf.placeholder(tf.float32, [None, 2])
x64 = tf.placeholder(tf.float64, [None, 2])
with tf.variable_scope("single"):
    s = tf.layers.dense(x32, 2, activation=tf.nn.tanh)
with tf.variable_scope("double"):
    d = tf.layers.dense(x64, 2, activation=tf.nn.tanh)
gap = tf.reduce_sum(tf.cast(s, tf.float64) - d)
names = [v.name for v in tf.trainable_variables()]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(names)
    print(sess.run(s, {x32: X32}))
    print(repr(sess.run(d, {x64: X64})))
    print(repr(sess.run(gap, {x32: X32, x64: X64})))
