"""Placeholders declared with string / numpy dtypes feeding Keras Dense."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(37)
np.random.seed(37)
x = tf.placeholder("float64", [None, 2])
y = tf.placeholder(np.float64, [None, 1])
layer = tf.keras.layers.Dense(1)
pred = layer(x)
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(8, 2)
Y = X[:, :1] - X[:, 1:]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
    print("loss", repr(l))
