import numpy as np
import tensorflow as tf
tf.set_random_seed(14); np.random.seed(14)
XA = np.random.randn(16, 4).astype(np.float32)
XB = np.random.randn(16, 4).astype(np.float32)
T = np.random.rand(16, 1).astype(np.float32)
xa = tf.placeholder(tf.float32, [None, 4])
xb = tf.placeholder(tf.float32, [None, 4])
t = tf.placeholder(tf.float32, [None, 1])
d = tf.keras.layers.Dense(3, activation="tanh")
h = d(xa) - d(xb)
dist = tf.reduce_sum(tf.square(h), axis=1, keepdims=True)
loss = tf.reduce_mean(tf.square(dist - t))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        l, _ = sess.run([loss, train], {xa: XA, xb: XB, t: T})
        print(i, l)
    print(len(d.weights), sess.run(d.kernel)[0])
