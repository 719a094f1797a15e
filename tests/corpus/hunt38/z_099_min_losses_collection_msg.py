import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 1])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable([[0.5]])
loss_a = tf.losses.mean_squared_error(y, tf.matmul(x, w))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(loss_a, {x: np.ones((2, 1)), y: np.zeros((2, 1))}))
    print([t.name for t in tf.get_collection(tf.GraphKeys.LOSSES)])
