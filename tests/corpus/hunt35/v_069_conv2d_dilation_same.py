import numpy as np
import tensorflow as tf
tf.set_random_seed(69); np.random.seed(69)
X = np.random.randn(2, 7, 7, 2)
x = tf.placeholder(tf.float64, [None, 7, 7, 2])
c1 = tf.layers.conv2d(x, 2, (2, 2), strides=(2, 2), padding="same", name="s2")
c2 = tf.keras.layers.Conv2D(2, 3, dilation_rate=2, padding="same")(x)
c3 = tf.layers.conv2d(x, 1, 3, dilation_rate=(1, 2), padding="valid", name="dil")
loss = tf.reduce_sum(c1 ** 2) + tf.reduce_sum(c2 ** 2) + tf.reduce_sum(c3 ** 2)
train = tf.train.GradientDescentOptimizer(0.001).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train], {x: X})
        print(i, "%.12f" % l)
    r1, r3 = sess.run([c1, c3], {x: X[:1]})
    print(r1[0, :, :, 0]); print(r3[0, :, :, 0])
