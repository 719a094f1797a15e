# minimal: first and only initializer, after an .eval() that reads no variable -> "re-initialized after they were used"
import numpy as np
import tensorflow as tf

sess = tf.InteractiveSession()
x = tf.placeholder(tf.float64, [None])
y = tf.sin(x)
print(y.eval(feed_dict={x: np.array([0.5])}))
a = tf.Variable(2.0, dtype=tf.float64)
tf.global_variables_initializer().run()
print((a * y).eval(feed_dict={x: np.array([0.5])}))
