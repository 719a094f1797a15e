import numpy as np
import tensorflow as tf

tf.set_random_seed(35)
np.random.seed(35)

X = np.random.randn(4, 8, 7).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8, 7])
a = tf.layers.conv1d(x[:, :, ::2], 3, 2, name='even')     # 4 channels
b = tf.layers.conv1d(x[:, :, -3:], 3, 2, name='last3')    # 3 channels
c = tf.layers.conv1d(x[..., 1:6:2], 3, 2, name='mid')     # 3 channels
out = tf.concat([a, b, c], axis=2)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for v in tf.trainable_variables():
        print(v.name, v.shape)
    print(sess.run(out, {x: X})[0])
