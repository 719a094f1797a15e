import numpy as np
import tensorflow as tf
tf.set_random_seed(114); np.random.seed(114)
x = tf.placeholder(tf.float64, [None, 1])
one = tf.ones_initializer()
h_mom = tf.layers.dense(x, 1, use_bias=False, kernel_initializer=one, name="mom")
h_adam = tf.layers.dense(x, 1, use_bias=False, kernel_initializer=one, name="adam")
h_rms = tf.layers.dense(x, 1, use_bias=False, kernel_initializer=one, name="rms")
h_ada = tf.layers.dense(x, 1, use_bias=False, kernel_initializer=one, name="ada")
s_mom = tf.train.MomentumOptimizer(0.1, 0.9).minimize(tf.reduce_sum(h_mom))
s_adam = tf.train.AdamOptimizer(0.1).minimize(tf.reduce_sum(h_adam))
s_rms = tf.train.RMSPropOptimizer(0.1).minimize(tf.reduce_sum(h_rms))
s_ada = tf.train.AdagradOptimizer(0.1).minimize(tf.reduce_sum(h_ada))
feed = {x: np.ones((1, 1))}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(2):
        sess.run([s_mom, s_adam, s_rms, s_ada], feed)
        a, b, c, d = sess.run([h_mom, h_adam, h_rms, h_ada], feed)
        print("mom", repr(float(a[0, 0])), (1.0 - float(a[0, 0])) * 1e12 % 1e6)
        print("adam", repr(float(b[0, 0])), (1.0 - float(b[0, 0])) * 1e12 % 1e6)
        print("rms", repr(float(c[0, 0])), (1.0 - float(c[0, 0])) * 1e12 % 1e6)
        print("ada", repr(float(d[0, 0])), (1.0 - float(d[0, 0])) * 1e12 % 1e6)
