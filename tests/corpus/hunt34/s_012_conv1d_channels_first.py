import numpy as np
import tensorflow as tf

tf.set_random_seed(12)
np.random.seed(12)

X = np.random.randn(4, 3, 10).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 3, 10])
h = tf.layers.conv1d(x, 5, 3, padding='same', data_format='channels_first')
s = tf.reduce_sum(h * h)
g = tf.gradients(s, x)[0]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    hv, gv = sess.run([h, g], {x: X})
    print(hv.shape)
    print(hv[0, :, :4])
    print(gv[0, :, :3])
