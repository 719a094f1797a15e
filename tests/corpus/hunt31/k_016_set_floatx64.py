"""Keras floatx switched to float64 before building the regression net."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

K.set_floatx("float64")
tf.set_random_seed(16)
np.random.seed(16)

x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
hid = tf.keras.layers.Dense(6, activation="sigmoid")
out = tf.keras.layers.Dense(1)
h = hid(x)
pred = out(h)
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

X = np.random.randn(20, 3)
Y = X @ np.array([[0.5], [-1.0], [2.0]])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
    print("loss", repr(l))
    print("floatx", K.floatx())
    print("pred", sess.run(pred, {x: X[:2]}).ravel())
