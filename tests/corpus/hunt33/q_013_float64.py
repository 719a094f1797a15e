import numpy as np
import tensorflow as tf

tf.set_random_seed(13)
np.random.seed(13)

x = tf.placeholder(tf.float64, [None, 4])
y = tf.placeholder(tf.float64, [None, 1])

d1 = tf.keras.layers.Dense(8, dtype="float64")
act = tf.keras.layers.LeakyReLU(0.1)
d2 = tf.keras.layers.Dense(1, dtype="float64")

h = d1(x)
h = act(h)
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(30, 4)
Y = X[:, :1] ** 2 + 0.123456789

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 4 == 0:
            print("loss %.15f" % l)
    p = sess.run(pred, {x: X[:3]})
    print(p.dtype, p)
