import numpy as np
import tensorflow as tf

tf.set_random_seed(19)
np.random.seed(19)

X = np.random.randn(200, 2).astype(np.float32)
Y = (X @ np.array([[1.0], [-3.0]]) + 0.5).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.Variable(tf.zeros([2, 1]), name="W")
b = tf.Variable(tf.zeros([1]), name="b")
loss = tf.reduce_mean(tf.square(tf.matmul(x, W) + b - y))
global_step = tf.train.get_or_create_global_step()
opt_op = tf.train.GradientDescentOptimizer(0.05).minimize(loss, global_step=global_step)

ema = tf.train.ExponentialMovingAverage(decay=0.9, num_updates=global_step)
with tf.control_dependencies([opt_op]):
    train_op = ema.apply([W, b])
W_avg = ema.average(W)
b_avg = ema.average(b)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(100):
        bi = (i * 20) % 200
        sess.run(train_op, feed_dict={x: X[bi:bi + 20], y: Y[bi:bi + 20]})
        if i % 25 == 0:
            print(i, "W", sess.run(W).ravel(), "avg", sess.run(W_avg).ravel())
    print("ema var names:", W_avg.op.name, b_avg.op.name)
    print("final b", sess.run(b), "b_avg", sess.run(b_avg))
