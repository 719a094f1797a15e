# tf.gradients(..., unconnected_gradients='zero') for a PDE parameter that drops out of one loss term
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 1])
c = tf.Variable(2.0, name="c")
d = tf.Variable(0.5, name="d")
u = tf.sin(c * x)
data_loss = tf.reduce_mean(tf.square(u - tf.sin(3.0 * x)))
g = tf.gradients(data_loss, [c, d], unconnected_gradients=tf.UnconnectedGradients.ZERO)
g_none = tf.gradients(data_loss, [c, d])
sess = tf.Session()
sess.run(tf.global_variables_initializer())
xs = np.linspace(0, 1, 9)[:, None].astype(np.float32)
print(sess.run(g, {x: xs}))
print([v is None for v in g_none])
