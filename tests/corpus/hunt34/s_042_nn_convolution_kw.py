import numpy as np
import tensorflow as tf

tf.set_random_seed(42)
np.random.seed(42)

T = 24
X = np.random.randn(2, T, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, T, 2])
w_filter = tf.get_variable('filter', [2, 2, 4])
w_gate = tf.get_variable('gate', [2, 2, 4])
d = 4
xp = tf.pad(x, [[0, 0], [d, 0], [0, 0]])
f = tf.nn.convolution(input=xp, filter=w_filter, padding='VALID', dilation_rate=[d])
g = tf.nn.convolution(xp, w_gate, padding='VALID', strides=[1], dilation_rate=(d,))
z = tf.tanh(f) * tf.sigmoid(g)
gr = tf.gradients(tf.reduce_sum(z), [w_filter, w_gate])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    zv = sess.run(z, {x: X})
    print(zv.shape, zv[0, :3])
    print(sess.run(gr, {x: X})[0][1])
