import numpy as np
import tensorflow as tf

tf.set_random_seed(82)
np.random.seed(82)

X = np.random.randn(2, 16, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 16, 2])
k = tf.get_variable('k', [3, 2, 3])
a = tf.nn.conv1d(input=x, filters=k, stride=1, padding='VALID', dilations=2)
b = tf.nn.conv1d(x, k, stride=(1,), padding='SAME', dilations=[1, 3, 1])
s = tf.reduce_sum(a) + tf.reduce_sum(tf.square(b))
g = tf.gradients(s, k)[0]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    av, bv = sess.run([a, b], {x: X})
    print(av.shape, bv.shape)
    print(av[0, :2], bv[1, -2:])
    print(sess.run(g, {x: X})[1])
