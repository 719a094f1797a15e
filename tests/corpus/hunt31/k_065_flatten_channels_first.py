"""Flatten(data_format='channels_first') and UpSampling2D on channels-first feature maps."""
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 2, 3, 3])
flat_cf = tf.keras.layers.Flatten(data_format="channels_first")
flat = tf.keras.layers.Flatten()
up = tf.keras.layers.UpSampling2D(size=(2, 1), data_format="channels_first")
a = flat_cf(x)
b = flat(x)
c = up(x)
X = np.arange(36, dtype=np.float32).reshape(2, 2, 3, 3)
with tf.Session() as sess:
    ra, rb, rc = sess.run([a, b, c], {x: X})
print("cf", ra[0][:8])
print("cl", rb[0][:8])
print("up", rc.shape, rc[0, 0, :, 0])
