"""Inputs cast to float64 before a Keras Dense (precision-sensitive physics features)."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(36)
np.random.seed(36)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
x64 = tf.cast(x, tf.float64)
layer = tf.keras.layers.Dense(1)
pred = layer(x64)
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(10, 3).astype(np.float32)
Y = X.astype(np.float64) @ np.array([[1.0], [2.0], [-1.0]])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
    print("loss", repr(l))
    print("pred dtype", sess.run(pred, {x: X[:1]}).dtype)
