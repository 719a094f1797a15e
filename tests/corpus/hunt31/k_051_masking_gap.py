"""Masking layer feeding GlobalAveragePooling1D: padded timesteps are ignored."""
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 4, 2])
mask = tf.keras.layers.Masking(mask_value=0.0)
gap = tf.keras.layers.GlobalAveragePooling1D()
pooled = gap(mask(x))
X = np.array([[[1, 2], [3, 4], [0, 0], [0, 0]],
              [[1, 1], [0, 0], [0, 0], [0, 0]]], np.float32)
with tf.Session() as sess:
    print("pooled", sess.run(pooled, {x: X}))
