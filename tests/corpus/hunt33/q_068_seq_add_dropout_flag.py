import numpy as np
import tensorflow as tf
from tensorflow.keras import layers

tf.set_random_seed(68)
np.random.seed(68)

x = tf.placeholder(tf.float32, [None, 7])
y = tf.placeholder(tf.float32, [None, 1])
is_train = tf.placeholder_with_default(False, [])

net = tf.keras.Sequential()
net.add(layers.Dense(10, activation="relu", input_shape=(7,)))
net.add(layers.Dropout(0.3))
net.add(layers.Dense(5, activation="elu"))
net.add(layers.Dense(1))

pred = net(x, training=is_train)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(30, 7).astype(np.float32)
Y = X[:, :3].sum(axis=1, keepdims=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {x: X, y: Y, is_train: True})
        if step % 5 == 0:
            print("train loss", l)
    print("eval loss", sess.run(loss, {x: X, y: Y}))
