import numpy as np
import tensorflow as tf

a = tf.convert_to_tensor(np.ones((2, 2)))
d = tf.keras.layers.Dense(1)
pa = d(a)
pb = d(a)
loss = tf.reduce_mean(pa - pb)
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(loss))
