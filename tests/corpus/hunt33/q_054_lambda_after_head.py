import numpy as np
import tensorflow as tf

tf.set_random_seed(54)
np.random.seed(54)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

offset = 1.0
d1 = tf.keras.layers.Dense(6, activation="relu")
d2 = tf.keras.layers.Dense(1)
shift = tf.keras.layers.Lambda(lambda t: t + offset)

h = d1(x)
raw = d2(h)
pred = shift(raw)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(12, 4).astype(np.float32)
Y = X[:, :1] + 1.0

for offset in [0.0]:
    pass  # loop variable reuses the name

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
    print(sess.run(pred, {x: X[:2]}))
