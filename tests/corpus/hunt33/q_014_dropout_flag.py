import numpy as np
import tensorflow as tf

tf.set_random_seed(14)
np.random.seed(14)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])
is_training = tf.placeholder_with_default(False, shape=[])

d1 = tf.keras.layers.Dense(12, activation="relu")
drop = tf.keras.layers.Dropout(0.0)
d2 = tf.keras.layers.Dense(1)

h = d1(x)
h = drop(h, training=is_training)
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(24, 6).astype(np.float32)
Y = X.sum(axis=1, keepdims=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {x: X, y: Y, is_training: True})
        if step % 5 == 0:
            print("train loss", l)
    print("eval loss", sess.run(loss, {x: X, y: Y}))
