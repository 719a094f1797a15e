import numpy as np
import tensorflow as tf
tf.set_random_seed(92); np.random.seed(92)
A = np.random.randn(6, 2); B = np.random.randn(6, 3); Y = np.random.randn(6, 1)
a = tf.placeholder(tf.float64, [None, 2])
b = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
cat = tf.keras.layers.Concatenate(axis=-1)
head = tf.keras.layers.Dense(1)
out = head(cat([a, b]))
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {a: A, b: B, y: Y})
        print(i, "%.14f" % l)
