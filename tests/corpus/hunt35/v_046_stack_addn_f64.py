import numpy as np
import tensorflow as tf
tf.set_random_seed(46); np.random.seed(46)
X = np.random.randn(8, 3)
Y = np.random.randn(8, 1)
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
a = tf.layers.dense(x, 3, name="a")
b = tf.layers.dense(x, 3, name="b")
s = tf.add_n([a, b, x])
m = tf.reduce_max(tf.stack([a, b], axis=0), axis=0)
out = tf.layers.dense(s + m, 1, name="o")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.MomentumOptimizer(0.05, 0.9).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
