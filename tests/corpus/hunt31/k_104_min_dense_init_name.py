import numpy as np
import tensorflow as tf

INIT = "ones"
x = tf.placeholder(tf.float32, [None, 2])
layer = tf.keras.layers.Dense(1, kernel_initializer=INIT)
loss = tf.reduce_mean(layer(x))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train_op], {x: np.ones((2, 2), np.float32)})[0])
