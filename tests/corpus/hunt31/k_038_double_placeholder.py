"""tf.double placeholder feeding a Keras Dense; helper returns float64 arrays."""
import numpy as np
import tensorflow as tf


def load_data(n=12):
    rs = np.random.RandomState(38)
    a = rs.rand(n, 3)
    return a, a.sum(axis=1, keepdims=True)


tf.set_random_seed(38)
X, Y = load_data()
x = tf.placeholder(tf.double, [None, 3])
t = tf.placeholder(tf.double, [None, 1])
layer = tf.keras.layers.Dense(1, use_bias=False)
pred = layer(x)
loss = tf.reduce_mean(tf.abs(pred - t))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train_op], {x: X, t: Y})
    print("loss", repr(l))
