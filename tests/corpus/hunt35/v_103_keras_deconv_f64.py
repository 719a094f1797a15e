import numpy as np
import tensorflow as tf
tf.set_random_seed(103); np.random.seed(103)
Z = np.random.randn(3, 2, 2, 2); T = np.random.randn(3, 4, 4, 1)
z = tf.placeholder(tf.float64, [None, 2, 2, 2])
t = tf.placeholder(tf.float64, [None, 4, 4, 1])
up = tf.keras.layers.Conv2DTranspose(1, 3, strides=2, padding="same")
out = up(z)
loss = tf.reduce_mean(tf.square(out - t))
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {z: Z, t: T})
        print(i, "%.14f" % l)
    print(repr(sess.run(out, {z: Z[:1]})[0, :, :, 0]))
