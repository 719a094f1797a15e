import numpy as np
import tensorflow as tf

tf.set_random_seed(60)
np.random.seed(60)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])

d1 = tf.keras.layers.Dense(6, activation="relu")
d2 = tf.keras.layers.Dense(1)
fixed_mask = tf.keras.layers.Lambda(lambda t: t * np.random.binomial(1, 0.5, size=(6,)).astype(np.float32))

h = d1(x)
h = fixed_mask(h)
h = tf.reshape(h, [-1, 6])
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(12, 6).astype(np.float32)
Y = X[:, :1]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
    print(sess.run(pred, {x: X[:2]}))
