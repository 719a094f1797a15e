# InteractiveSession with .eval() / .run(): derivative checks of an analytic field
import numpy as np
import tensorflow as tf

sess = tf.InteractiveSession()
x = tf.placeholder(tf.float64, [None])
y = tf.exp(-x ** 2) * tf.cos(3 * x)
dy = tf.gradients(y, x)[0]
d2y = tf.gradients(dy, x)[0]
xs = np.linspace(-1, 1, 5)
print(dy.eval(feed_dict={x: xs}))
print(d2y.eval(feed_dict={x: xs}))
a = tf.Variable(1.0, dtype=tf.float64)
z = a * tf.reduce_sum(y)
tf.global_variables_initializer().run()
print(tf.gradients(z, a)[0].eval(feed_dict={x: xs}))
sess.close()
