import numpy as np
import tensorflow as tf

tf.set_random_seed(94)
np.random.seed(94)

X = np.random.randn(3, 8, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [3, 8, 2])
xd = tf.nn.dropout(x, keep_prob=0.8)
h = tf.layers.conv1d(xd, 3, 3, name='c')
hd = tf.nn.dropout(h, keep_prob=0.8)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    a, b = sess.run([xd, hd], {x: X})
    print(a[0])
    print(b[0])
