import numpy as np
import tensorflow as tf

tf.set_random_seed(19)
np.random.seed(19)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])
training = tf.placeholder(tf.bool, [])

d1 = tf.keras.layers.Dense(10, activation="relu")
drop = tf.keras.layers.Dropout(0.4)
d2 = tf.keras.layers.Dense(1)

h = d1(x)
h = drop(h, training=training)
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(24, 6).astype(np.float32)
Y = X.sum(axis=1, keepdims=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {x: X, y: Y, training: True})
        if step % 5 == 0:
            print("train loss", l)
    print("eval loss", sess.run(loss, {x: X, y: Y, training: False}))
    print("dropped h", sess.run(h, {x: X[:2], training: True}))
