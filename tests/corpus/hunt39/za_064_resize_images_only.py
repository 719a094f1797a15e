import numpy as np
import tensorflow as tf

tf.set_random_seed(64)
np.random.seed(64)

X = np.random.rand(1, 4, 4, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4, 4, 2])
up = tf.image.resize_images(x, [8, 8])
up_nn = tf.image.resize_nearest_neighbor(x, [7, 7])
up_bl = tf.image.resize_bilinear(x, [7, 7], align_corners=True)
down = tf.image.resize_images(x, [3, 3], method=tf.image.ResizeMethod.AREA)
feat = tf.reduce_mean(up, axis=[1, 2])
out = feat * 2.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    a, b, c, d, o = sess.run([up, up_nn, up_bl, down, out], {x: X})
    print(np.round(a[0, :, :, 0], 4))
    print(np.round(b[0, :, :, 1], 4))
    print(np.round(c[0, :, :, 0], 4))
    print(np.round(d[0, :, :, 0], 4))
    print(np.round(o, 4))
