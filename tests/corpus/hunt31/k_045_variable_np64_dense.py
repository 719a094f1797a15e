"""Trainable input embedding table created from a float64 NumPy array, through Dense."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(45)
table = tf.Variable(np.random.RandomState(45).randn(5, 3), name="table")
layer = tf.keras.layers.Dense(2)
out = layer(table)
loss = tf.reduce_mean(tf.square(out - 1.0))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train_op])
    print("loss", repr(l))
