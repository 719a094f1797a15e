import numpy as np
import tensorflow as tf

tf.set_random_seed(63)
np.random.seed(63)

X = np.random.randn(100, 3)
Y = (X @ np.array([[0.1], [0.2], [0.3]]) + 1e-3 * np.random.randn(100, 1))
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
W = tf.Variable(np.zeros((3, 1)), dtype=tf.float64)
b = tf.Variable(0.0, dtype=tf.float64)
pred = tf.matmul(x, W) + b
loss = tf.reduce_mean(tf.square(pred - y), keep_dims=False)
train = tf.train.AdamOptimizer(0.05).minimize(loss)
n_correct_sign = tf.reduce_sum(tf.to_int32(tf.equal(tf.sign(pred), tf.sign(y))))
ratio = n_correct_sign / tf.size(y)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(150):
        _, l = sess.run([train, loss], {x: X, y: Y})
        if i % 30 == 0:
            print("iter %d loss %.10f" % (i, l))
    print("W", sess.run(W).ravel(), "b", sess.run(b))
    r = sess.run(ratio, {x: X, y: Y})
    print("sign ratio", r, type(r).__name__)
