import numpy as np
import tensorflow as tf

tf.set_random_seed(39)
np.random.seed(39)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

noise = tf.keras.layers.GaussianNoise(0.1)
d1 = tf.keras.layers.Dense(6, activation="relu")
d2 = tf.keras.layers.Dense(1)

h = noise(x, training=True)
h = d1(h)
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(16, 4).astype(np.float32)
Y = X[:, :1]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
