import numpy as np
import tensorflow as tf

tf.set_random_seed(33)
np.random.seed(33)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

scale = 2.0
d1 = tf.keras.layers.Dense(5, activation="relu")
scaler = tf.keras.layers.Lambda(lambda t: t * scale)
d2 = tf.keras.layers.Dense(1)

h = d1(x)
h = scaler(h)
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.01).minimize(loss)

X = np.random.randn(12, 4).astype(np.float32)
Y = X[:, :1] + X[:, 1:2]

scale = 10.0  # reused name for the data scaling below
Xs = X / scale

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
    print(sess.run(pred, {x: Xs[:2]}))
