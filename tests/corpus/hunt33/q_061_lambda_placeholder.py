import numpy as np
import tensorflow as tf

tf.set_random_seed(61)
np.random.seed(61)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
temp = tf.placeholder(tf.float32, [])

d1 = tf.keras.layers.Dense(1)
scale = tf.keras.layers.Lambda(lambda t: t / temp)

raw = d1(x)
pred = scale(raw)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(12, 5).astype(np.float32)
Y = X[:, :1] * 4

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y, temp: 0.5})
        print("loss", l)
    print(sess.run(pred, {x: X[:2], temp: 2.0}))
