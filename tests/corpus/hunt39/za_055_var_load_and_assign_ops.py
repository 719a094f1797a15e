import numpy as np
import tensorflow as tf

tf.set_random_seed(55)
np.random.seed(55)

x = tf.placeholder(tf.float32, [None, 2])
W = tf.get_variable("W", [2, 2])
b = tf.get_variable("b", [2], initializer=tf.zeros_initializer())
y = tf.matmul(x, W) + b
scale_op = W.assign(W * 0.5)
shift_op = tf.assign_sub(b, [0.1, -0.2])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    W.load(np.array([[1., 2.], [3., 4.]], np.float32), sess)
    print(sess.run(y, {x: [[1., 1.]]}))
    sess.run([scale_op, shift_op])
    print(sess.run(y, {x: [[1., 1.]]}))
    sess.run(scale_op)
    print(sess.run(W), sess.run(b))
