# tf.gradients of a list of ys with a list of grad_ys (weighted multi-output sensitivity)
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [4, 2])
W = tf.Variable(np.arange(6, dtype=np.float32).reshape(2, 3) / 10.0)
y1 = tf.matmul(x, W)
y2 = tf.reduce_sum(tf.square(y1), axis=1)
g = tf.gradients([y1, y2], [x, W], grad_ys=[tf.ones_like(y1) * 0.5, tf.constant([1.0, 2.0, 3.0, 4.0])])
g_np = tf.gradients(y2, W, grad_ys=np.array([1.0, 0.0, 0.0, 1.0], np.float32))
sess = tf.Session()
sess.run(tf.global_variables_initializer())
xs = np.random.RandomState(0).randn(4, 2).astype(np.float32)
gx, gW = sess.run(g, {x: xs})
print(gx)
print(gW)
print(sess.run(g_np, {x: xs}))
