import numpy as np
import tensorflow as tf

tf.set_random_seed(15)
np.random.seed(15)

X = np.random.randn(3, 9, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 9, 2])
a = tf.layers.conv1d(x, 3, 4, strides=2, padding='SAME', name='a')
b = tf.layers.conv1d(x, 3, (4,), strides=(3,), padding='Valid', name='b')
c = tf.layers.conv1d(x, 3, [2], padding='same', name='c')

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    av, bv, cv = sess.run([a, b, c], feed_dict={x: X})
    print(av.shape, bv.shape, cv.shape)
    print(av[0])
    print(bv[0])
    print(cv[1])
