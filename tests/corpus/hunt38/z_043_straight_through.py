import numpy as np
import tensorflow as tf

np.random.seed(43)
tf.set_random_seed(43)


def binarize_ste(x):
    return x + tf.stop_gradient(tf.sign(x) - x)


x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])
w1 = tf.get_variable("w1", [6, 10], initializer=tf.random_normal_initializer(stddev=0.3))
w2 = tf.get_variable("w2", [10, 1], initializer=tf.random_normal_initializer(stddev=0.3))
h = binarize_ste(tf.matmul(x, w1))
out = tf.matmul(h, w2)
loss = tf.reduce_mean(tf.square(out - y))
g1 = tf.gradients(loss, w1)[0]
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(50, 6).astype(np.float32)
Y = np.sign(X[:, :1] + X[:, 1:2]).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("g1 nonzero", bool(np.any(sess.run(g1, {x: X, y: Y}) != 0)))
    for i in range(30):
        _, l = sess.run([train, loss], {x: X, y: Y})
        if i % 10 == 0:
            print(i, "%.5f" % l)
    print("h unique", np.unique(sess.run(h, {x: X})))
