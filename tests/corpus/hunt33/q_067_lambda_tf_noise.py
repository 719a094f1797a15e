import numpy as np
import tensorflow as tf

tf.set_random_seed(67)
np.random.seed(67)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

d1 = tf.keras.layers.Dense(6, activation="relu")
noisy = tf.keras.layers.Lambda(lambda t: t + tf.random_normal(tf.shape(t), stddev=0.1))
d2 = tf.keras.layers.Dense(1)

h = d1(x)
h = noisy(h)
h = tf.reshape(h, [-1, 6])
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(12, 4).astype(np.float32)
Y = X[:, :1] * 2

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
