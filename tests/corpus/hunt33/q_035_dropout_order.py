import numpy as np
import tensorflow as tf

tf.set_random_seed(35)
np.random.seed(35)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])

enc = tf.keras.layers.Dense(8, activation="relu")
mid = tf.keras.layers.Dense(8, activation="relu")
in_drop = tf.keras.layers.Dropout(0.3)
dec = tf.keras.layers.Dense(1)

a = in_drop(x, training=True)
h = enc(a)
h = mid(h)
h = in_drop(h, training=True)
pred = dec(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.02).minimize(loss)

X = np.random.randn(20, 6).astype(np.float32)
Y = X[:, :2].sum(axis=1, keepdims=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("a", sess.run(a, {x: X[:2]}))
    for step in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 3 == 0:
            print("loss", l)
