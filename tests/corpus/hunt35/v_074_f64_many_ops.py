import numpy as np
import tensorflow as tf
tf.set_random_seed(74); np.random.seed(74)
X = np.random.randn(6, 4)
x = tf.placeholder(tf.float64, [None, 4])
s1 = x[:, 1:]
s2 = tf.transpose(tf.transpose(x))
s3 = tf.maximum(x, 0.0)
s4 = tf.tile(x, [1, 2])
s5, s6 = tf.split(x, 2, axis=1)
s7 = tf.pad(x, [[0, 0], [1, 1]])
s8 = tf.where(x > 0, x, -x)
outs = []
for name, t in [("s1", s1), ("s2", s2), ("s3", s3), ("s4", s4), ("s5", s5), ("s6", s6), ("s7", s7), ("s8", s8)]:
    outs.append(tf.layers.dense(t, 1, name="d_" + name))
total = tf.add_n(outs)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(repr(sess.run(total, {x: X})))
