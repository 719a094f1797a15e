import numpy as np
import tensorflow as tf

tf.set_random_seed(7)
np.random.seed(7)
x = tf.placeholder(tf.float32, [None, 5])
cond = tf.placeholder(tf.bool, [None])
h1 = tf.layers.dense(x, 4, activation=tf.nn.relu, name="h1")
h2 = tf.layers.dense(x, 4, activation=tf.nn.sigmoid, name="h2")
sel = tf.where(cond, h1, h2)     # v1: row selection
d = sel.get_shape()[-1].value
w = tf.get_variable("w_out", [d, 1])
o = tf.matmul(sel, w)
y = tf.placeholder(tf.float32, [None, 1])
loss = tf.reduce_mean(tf.abs(o - y))
train = tf.train.AdagradOptimizer(0.1).minimize(loss)
X = np.random.randn(9, 5).astype(np.float32)
C = np.random.rand(9) > 0.5
Y = np.random.randn(9, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        _, l = sess.run([train, loss], {x: X, cond: C, y: Y})
        if i % 3 == 0:
            print(i, l)
    print(sess.run(o, {x: X, cond: C}).ravel())
