"""Hand-written conv net with tf.keras.backend conv/pool/bias ops and fixed kernels."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

img = tf.placeholder(tf.float32, [None, 6, 6, 1])
k1 = tf.constant(np.arange(18, dtype=np.float32).reshape(3, 3, 1, 2) / 10.0)
b1 = tf.constant([0.1, -0.2])
h = K.conv2d(img, k1, padding="same")
h = K.bias_add(h, b1)
h = K.relu(h)
p = K.pool2d(h, (2, 2), strides=(2, 2), pool_mode="avg")
r = K.resize_images(p, 2, 2, "channels_last")
pad = K.spatial_2d_padding(p, ((1, 0), (0, 1)))
seq = tf.placeholder(tf.float32, [None, 4, 2])
tp = K.temporal_padding(seq, (1, 2))
c1 = K.conv1d(seq, tf.ones([2, 2, 3]), padding="causal")
X = np.random.RandomState(62).rand(1, 6, 6, 1).astype(np.float32)
S = np.random.RandomState(63).rand(1, 4, 2).astype(np.float32)
with tf.Session() as sess:
    vals = sess.run([h, p, r, pad, tp, c1], {img: X, seq: S})
for v in vals:
    print(v.shape, float(v.sum()))
