"""Weightless spatial layers: padding, cropping, up/down sampling, global pooling."""
import numpy as np
import tensorflow as tf

np.random.seed(23)
img = tf.placeholder(tf.float32, [None, 6, 6, 2])
pad = tf.keras.layers.ZeroPadding2D(((1, 0), (2, 1)))
crop = tf.keras.layers.Cropping2D(((1, 1), (0, 2)))
up = tf.keras.layers.UpSampling2D(size=2)
up_bil = tf.keras.layers.UpSampling2D(size=2, interpolation="bilinear")
avgp = tf.keras.layers.AveragePooling2D(pool_size=3, strides=2, padding="same")
maxp = tf.keras.layers.MaxPooling2D(pool_size=2, padding="valid")
gap = tf.keras.layers.GlobalAveragePooling2D()
gmp = tf.keras.layers.GlobalMaxPooling2D()
perm = tf.keras.layers.Permute((3, 1, 2))
outs = {"pad": pad(img), "crop": crop(img), "up": up(img), "up_bil": up_bil(img), "avgp": avgp(img),
        "maxp": maxp(img), "gap": gap(img), "gmp": gmp(img), "perm": perm(img)}
X = np.random.rand(2, 6, 6, 2).astype(np.float32)
with tf.Session() as sess:
    r = sess.run(outs, {img: X})
for k in sorted(r):
    print(k, r[k].shape, float(r[k].sum()), r[k].ravel()[:3])
