import numpy as np
import tensorflow as tf
slim = tf.contrib.slim

tf.set_random_seed(84)
np.random.seed(84)

x = tf.placeholder(tf.float32, [None, 12, 2])
y = tf.placeholder(tf.float32, [None, 1])

conv = tf.keras.layers.Conv1D(4, 3, activation="relu", name="conv")
h = conv(x)
h = tf.reduce_mean(h, axis=1)
pred = slim.fully_connected(tf.reshape(h, [-1, 4]), 1, activation_fn=None, scope="fc")
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.randn(10, 12, 2).astype(np.float32)
Y = X[:, :, 0].max(axis=1, keepdims=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(15):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
