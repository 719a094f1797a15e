import numpy as np
import tensorflow as tf

tf.set_random_seed(49)
np.random.seed(49)

X = np.random.randn(30, 3) * 1.2345678901   # float64, like most tutorials
Y = X.dot(np.array([[0.3], [-1.1], [2.0]])) + 0.123456789
x = tf.placeholder(tf.float32, shape=[None, 3])
y = tf.placeholder(tf.float32, shape=[None, 1])
lr = tf.placeholder(tf.float32, shape=[])
W = tf.Variable(tf.zeros([3, 1]))
b = tf.Variable(tf.zeros([1]))
pred = tf.matmul(x, W) + b
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(lr).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(10):
        _, l = sess.run([train, loss], feed_dict={x: X, y: Y, lr: 0.1 * 0.9 ** ep})
        print(ep, "%.6f" % l)
    print(sess.run(W).ravel(), sess.run(b))
    print(sess.run(pred, {x: [[1, 2, 3]]}))
