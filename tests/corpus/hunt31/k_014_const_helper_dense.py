"""tf.constant(helper()) float64 array into a Keras Dense layer."""
import numpy as np
import tensorflow as tf


def make_grid(n=5):
    xs = np.linspace(-1.0, 1.0, n)
    g = np.stack(np.meshgrid(xs, xs), -1).reshape(-1, 2)
    return g


def target(g):
    return (g[:, :1] ** 2 + g[:, 1:] ** 2)


tf.set_random_seed(14)
grid = tf.constant(make_grid())
tgt = tf.constant(target(make_grid()))
hidden = tf.keras.layers.Dense(8, activation="relu")
outl = tf.keras.layers.Dense(1)
pred = outl(hidden(grid))
loss = tf.reduce_mean(tf.square(pred - tgt))
opt = tf.train.GradientDescentOptimizer(0.05)
train = opt.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        _, l = sess.run([train, loss])
    print("loss", l)
    print("pred", sess.run(pred)[:4].ravel())
