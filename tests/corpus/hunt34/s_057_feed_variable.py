import numpy as np
import tensorflow as tf

tf.set_random_seed(57)
np.random.seed(57)

X = np.random.randn(3, 8, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8, 2])
kernel = tf.get_variable('kernel', [3, 2, 2])
out = tf.reduce_sum(tf.nn.conv1d(x, kernel, 1, 'SAME'), axis=[1, 2])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: X}))
    print(sess.run(out, {x: X, kernel: np.ones([3, 2, 2], np.float32)}))
    print(sess.run(out, {x: X}))
