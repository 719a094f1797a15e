import numpy as np
import tensorflow as tf

tf.set_random_seed(84)
np.random.seed(84)

X = np.random.randn(10, 3)
Y = np.random.randn(10, 1)
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
h = tf.layers.dense(x, 4, activation=tf.nn.relu)
W = tf.get_variable("W", [4, 1], dtype=tf.float64)
pred = tf.matmul(h, W)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.8f" % l)
    print(sess.run(pred, {x: X[:2]}).dtype)
