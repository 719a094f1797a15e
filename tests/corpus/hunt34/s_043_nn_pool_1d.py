import numpy as np
import tensorflow as tf

tf.set_random_seed(43)
np.random.seed(43)

X = np.random.randn(2, 12, 3).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 12, 3])
p1 = tf.nn.pool(x, [2], 'MAX', 'VALID', strides=[2])
p2 = tf.nn.pool(x, window_shape=[3], pooling_type='AVG', padding='SAME', strides=[3])
p3 = tf.squeeze(tf.nn.max_pool(tf.expand_dims(x, 2), ksize=[1, 2, 1, 1], strides=[1, 2, 1, 1], padding='VALID'), [2])

with tf.Session() as sess:
    a, b, c = sess.run([p1, p2, p3], {x: X})
    print(a.shape, b.shape, c.shape)
    print(a[0], b[0], c[1])
