import numpy as np
import tensorflow as tf

tf.set_random_seed(66)

a = tf.constant(2.0)
b = 3.0 * a
c = a + b
g_plain = tf.gradients(c, a)
g_stop = tf.gradients(c, [a, b], stop_gradients=[a, b])

x = tf.placeholder(tf.float32, [4])
w = tf.Variable([0.5, -0.5, 1.0, 2.0])
ys = [tf.reduce_sum(w * x), tf.reduce_sum(tf.square(w * x))]
g_multi = tf.gradients(ys, w)
g_weighted = tf.gradients(ys, w, grad_ys=[tf.constant(2.0), tf.constant(0.5)])
unconnected = tf.gradients(tf.reduce_sum(x), w, unconnected_gradients=tf.UnconnectedGradients.ZERO)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("plain dc/da", sess.run(g_plain))
    print("stop grads", sess.run(g_stop))
    xv = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    print("multi", sess.run(g_multi, {x: xv}))
    print("weighted", sess.run(g_weighted, {x: xv}))
    print("unconnected zero", sess.run(unconnected, {x: xv}))
