"""1-D weightless Keras layers: padding, cropping, upsampling, pooling, RepeatVector, Permute."""
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 6, 2])
v = tf.placeholder(tf.float32, [None, 3])
zp = tf.keras.layers.ZeroPadding1D((1, 2))
cr = tf.keras.layers.Cropping1D((1, 1))
us = tf.keras.layers.UpSampling1D(2)
ap = tf.keras.layers.AveragePooling1D(pool_size=4, strides=3, padding="same")
mp = tf.keras.layers.MaxPooling1D(pool_size=2)
rv = tf.keras.layers.RepeatVector(4)
pm = tf.keras.layers.Permute((2, 1))
rs = tf.keras.layers.Reshape((-1, 4))
act = tf.keras.layers.Activation("softmax")
outs = [zp(x), cr(x), us(x), ap(x), mp(x), rv(v), pm(x), rs(x), act(x)]
X = np.arange(24, dtype=np.float32).reshape(2, 6, 2) / 10.0
V = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
with tf.Session() as sess:
    for o in sess.run(outs, {x: X, v: V}):
        print(o.shape, round(float(o.sum()), 5), o.ravel()[:4])
