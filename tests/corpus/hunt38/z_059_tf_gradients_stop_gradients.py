import numpy as np
import tensorflow as tf

np.random.seed(59)
tf.set_random_seed(59)

a = tf.Variable(2.0, name="a")
b = tf.Variable(3.0, name="b")
c = a * b
d = c + tf.square(a)
e = tf.sin(d) * b
g_full = tf.gradients(e, [a, b])
g_stop = tf.gradients(e, [a, b], stop_gradients=[c])
g_sum = tf.gradients([d, e], [a, b])
g_unconn = tf.gradients(e, [a, tf.Variable(1.0)], unconnected_gradients="zero")

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("full", np.round(sess.run(g_full), 5))
    print("stop", np.round(sess.run(g_stop), 5))
    print("sum", np.round(sess.run(g_sum), 5))
    print("unconnected", np.round(sess.run(g_unconn), 5))
