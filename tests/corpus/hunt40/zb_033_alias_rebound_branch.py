import numpy as np
import tensorflow as tf

tf.set_random_seed(33)
np.random.seed(33)
USE_TANH = True
act = tf.nn.relu
if USE_TANH:
    act = tf.nn.tanh
Opt = tf.train.GradientDescentOptimizer
x = tf.placeholder(tf.float32, [None, 3])
h = tf.layers.dense(x, 6, activation=act)
act = tf.nn.sigmoid          # rebound later
h2 = tf.layers.dense(h, 4, activation=act)
o = tf.layers.dense(h2, 1)
loss = tf.reduce_mean(tf.square(o - 2.0))
Opt = tf.train.MomentumOptimizer
train = Opt(0.05, 0.9).minimize(loss)
X = np.random.randn(8, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        print(i, "%.5f" % sess.run([loss, train], {x: X})[0])
    print(sess.run(h, {x: X[:2]}).round(4))
