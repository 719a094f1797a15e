import numpy as np
import tensorflow as tf

tf.set_random_seed(30)
np.random.seed(30)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

d1 = tf.keras.layers.Dense(6)
thr = tf.keras.layers.ThresholdedReLU(theta=0.2)
d2 = tf.keras.layers.Dense(1)

h = d1(x)
h = thr(h)
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(16, 4).astype(np.float32)
Y = np.abs(X[:, :1])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(15):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
