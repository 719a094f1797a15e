import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.double, [None, 3])
layer = tf.keras.layers.Dense(1)
loss = tf.reduce_mean(layer(x))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train_op], {x: np.ones((2, 3))})[0])
