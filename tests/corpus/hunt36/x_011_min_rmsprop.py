import numpy as np
import tensorflow as tf
tf.set_random_seed(0)
w = tf.Variable([1.0, -2.0, 3.0])
loss = tf.reduce_sum(tf.square(w - [0.5, 0.25, -1.0]))
step = tf.train.RMSPropOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(300):
        sess.run(step)
        if i % 50 == 0:
            print(i, sess.run(w))
    print("final", sess.run(w), sess.run(loss))
