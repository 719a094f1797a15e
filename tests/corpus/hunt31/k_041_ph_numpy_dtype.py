"""Placeholder dtype taken from the NumPy data (X.dtype) feeding a Keras Dense."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(41)
X = np.random.RandomState(41).randn(10, 3)
Y = X.sum(1, keepdims=True)
x = tf.placeholder(X.dtype, [None, 3])
y = tf.placeholder(Y.dtype, [None, 1])
layer = tf.keras.layers.Dense(1)
pred = layer(x)
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
    print("loss", repr(l))
