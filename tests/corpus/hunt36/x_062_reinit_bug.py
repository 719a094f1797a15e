import numpy as np
import tensorflow as tf

tf.set_random_seed(62)
np.random.seed(62)

X = np.random.randn(50, 2).astype(np.float32)
Y = X @ np.array([[2.0], [-1.0]], dtype=np.float32)
x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.Variable(tf.random_normal([2, 1], seed=3))
loss = tf.reduce_mean(tf.square(tf.matmul(x, W) - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
init = tf.global_variables_initializer()

with tf.Session() as sess:
    for run in range(2):
        sess.run(init)  # restart training from scratch each run
        print("run", run, "initial W", sess.run(W).ravel())
        for i in range(20):
            sess.run(train, {x: X, y: Y})
        print("run", run, "loss", sess.run(loss, {x: X, y: Y}), "W", sess.run(W).ravel())
    sess.run(W.initializer)
    print("after W.initializer:", sess.run(W).ravel())
