# tf.hessians with a list of xs (x and y separately) for a 2-D potential; mixed term via tf.gradients
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float64, [3])
y = tf.placeholder(tf.float64, [3])
phi = tf.reduce_sum(tf.sin(x) * tf.exp(y) + x ** 2 * y)
Hxx, Hyy = tf.hessians(phi, [x, y])
gx = tf.gradients(phi, x)[0]
Hxy = tf.stack([tf.gradients(gx[i], y)[0] for i in range(3)])
with tf.Session() as sess:
    fd = {x: np.array([0.1, 0.2, 0.3]), y: np.array([-0.5, 0.0, 0.5])}
    a, b, c = sess.run([Hxx, Hyy, Hxy], fd)
    print(a)
    print(b)
    print(c)
    print(np.trace(a) + np.trace(b))
