import numpy as np
import tensorflow as tf

np.random.seed(107)
tf.set_random_seed(107)

X = (np.random.randn(20, 3) * 5 + 2).astype(np.float32)
mean = X.mean(axis=0)
std = X.std(axis=0)
x = tf.placeholder(tf.float32, [None, 3])
xn = (x - mean) / std
w = tf.Variable(tf.zeros([3, 1]))
pred = tf.matmul(xn, w)
loss = tf.reduce_mean(tf.square(pred - 1.0))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
# in-place update of the numpy statistics after the graph captured them
mean[:] = 0.0
std *= 10.0

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("xn[0]", np.round(sess.run(xn, {x: X[:1]}), 5))
    for i in range(5):
        _, l = sess.run([train, loss], {x: X})
    print("loss %.5f" % l, np.round(sess.run(w).ravel(), 5))
