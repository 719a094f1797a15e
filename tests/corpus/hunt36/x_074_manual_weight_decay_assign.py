import numpy as np
import tensorflow as tf

tf.set_random_seed(74)
np.random.seed(74)

X = np.random.randn(60, 4).astype(np.float32)
Y = X[:, :1] * 2.0
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.Variable(tf.random_normal([4, 1], seed=1))
loss = tf.reduce_mean(tf.square(tf.matmul(x, W) - y))
sgd = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
decay = tf.assign(W, W * 0.99)
max_norm = 1.5
clip_norm_op = tf.assign(W, tf.clip_by_norm(W, max_norm, axes=[0]))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(60):
        sess.run(sgd, {x: X, y: Y})
        sess.run(decay)
        sess.run(clip_norm_op)
        if i % 15 == 0:
            w = sess.run(W)
            print("iter", i, "norm", round(float(np.linalg.norm(w)), 5), "loss", sess.run(loss, {x: X, y: Y}))
    print("final W", np.round(sess.run(W).ravel(), 5))
