"""tf.constant of a helper's float64 array, reshaped to a stated shape, into Dense."""
import numpy as np
import tensorflow as tf


def collocation(n):
    return np.linspace(-1.0, 1.0, n)


tf.set_random_seed(43)
pts = tf.reshape(tf.constant(collocation(8)), [-1, 1])
net = tf.keras.layers.Dense(4, activation="tanh")
outl = tf.keras.layers.Dense(1)
u = outl(net(pts))
loss = tf.reduce_mean(tf.square(u - tf.sin(pts)))
train_op = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train_op])
    print("loss", repr(l))
