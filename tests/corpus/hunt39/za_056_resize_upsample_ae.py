import numpy as np
import tensorflow as tf

tf.set_random_seed(56)
np.random.seed(56)

X = np.random.rand(2, 8, 8, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8, 8, 1])
enc = tf.layers.conv2d(x, 2, 3, strides=2, padding="same", activation=tf.nn.relu)   # 4x4x2
up = tf.image.resize_images(enc, [8, 8])
up_nn = tf.image.resize_nearest_neighbor(enc, [8, 8])
up_bl = tf.image.resize_bilinear(enc, [7, 7])
dec = tf.layers.conv2d(tf.concat([up, up_nn], axis=3), 1, 3, padding="same")
loss = tf.reduce_mean(tf.square(dec - x))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        print("%.5f" % sess.run([loss, train], {x: X})[0])
    a, b = sess.run([up, up_bl], {x: X})
    print(np.round(a[0, :, :, 0], 4))
    print(np.round(b[0, :3, :3, 1], 4))
