"""Freeze a Keras layer by setting layer.trainable = False after building it."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(71)
np.random.seed(71)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
base = tf.keras.layers.Dense(4, activation="relu")
head = tf.keras.layers.Dense(1)
h = base(x)
pred = head(h)
base.trainable = False
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(10, 3).astype(np.float32)
Y = X.sum(1, keepdims=True)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    k0 = sess.run(base.kernel)
    for i in range(5):
        sess.run(train_op, {x: X, y: Y})
    print("base moved", float(np.abs(sess.run(base.kernel) - k0).sum()))
    print("loss", sess.run(loss, {x: X, y: Y}))
