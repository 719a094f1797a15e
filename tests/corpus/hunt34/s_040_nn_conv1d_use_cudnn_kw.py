import numpy as np
import tensorflow as tf

tf.set_random_seed(40)
np.random.seed(40)

X = np.random.randn(3, 10, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
k = tf.get_variable('k', [3, 2, 4], initializer=tf.variance_scaling_initializer())
h = tf.nn.conv1d(value=x, filters=k, stride=1, padding='SAME', use_cudnn_on_gpu=False, name='c')
k2 = tf.get_variable('k2', [1, 1, 2, 4])
h2 = tf.nn.conv2d(tf.expand_dims(x, 1), k2, [1, 1, 1, 1], 'SAME', True)
h2 = tf.squeeze(h2, axis=1)
out = h + h2
gk = tf.gradients(tf.reduce_sum(out * out), [k, k2])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, feed_dict={x: X})[1])
    print(sess.run(gk, feed_dict={x: X})[1].ravel())
