# tf.gradients(..., stop_gradients=[...]) partial derivatives, plus unconnected gradients = None
import numpy as np
import tensorflow as tf

a = tf.placeholder(tf.float32, [3])
b = 2.0 * a
c = a + b
z = tf.placeholder(tf.float32, [3])
g_total = tf.gradients(c, a)[0]
g_partial = tf.gradients(c, [a, b], stop_gradients=[a, b])
g_none = tf.gradients(c, z)
print(g_none)
gz = [g if g is not None else tf.zeros_like(z) for g in g_none]

with tf.Session() as sess:
    av = np.array([1.0, 2.0, 3.0], np.float32)
    print(sess.run(g_total, {a: av}))
    print(sess.run(g_partial, {a: av}))
    print(sess.run(gz, {a: av, z: av}))
