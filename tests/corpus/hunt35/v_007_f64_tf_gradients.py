import numpy as np
import tensorflow as tf
tf.set_random_seed(7); np.random.seed(7)
X = np.random.randn(5, 3)
x = tf.placeholder(tf.float64, [None, 3])
h = tf.layers.dense(x, 4, activation=tf.nn.sigmoid, name="fc1")
o = tf.layers.dense(h, 2, name="fc2")
s = tf.reduce_sum(o ** 2)
gx = tf.gradients(s, x)[0]
gw = tf.gradients(s, tf.trainable_variables())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    gxv, gwv = sess.run([gx, gw], feed_dict={x: X})
    print(gxv)
    for v, g in zip(tf.trainable_variables(), gwv):
        print(v.name, g.dtype, g.ravel()[:4])
