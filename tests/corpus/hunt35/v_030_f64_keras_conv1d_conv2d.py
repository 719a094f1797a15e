import numpy as np
import tensorflow as tf
tf.set_random_seed(30); np.random.seed(30)
S = np.random.randn(4, 9, 2)
I = np.random.randn(4, 5, 5, 1)
Y = np.random.randn(4, 1)
s = tf.placeholder(tf.float64, [None, 9, 2])
im = tf.placeholder(tf.float64, [None, 5, 5, 1])
y = tf.placeholder(tf.float64, [None, 1])
c1 = tf.keras.layers.Conv1D(3, 3, activation="relu")
c2 = tf.keras.layers.Conv2D(2, (2, 2), activation="tanh")
f1 = tf.reduce_mean(c1(s), axis=1)
f2 = tf.reduce_mean(c2(im), axis=[1, 2])
head = tf.keras.layers.Dense(1)
out = head(tf.concat([f1, f2], 1))
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        l, _ = sess.run([loss, train], {s: S, im: I, y: Y})
        print(i, "%.12f" % l)
    print(c1.kernel.dtype, c2.kernel.dtype, head.kernel.dtype)
    print(sess.run(out, {s: S, im: I}))
