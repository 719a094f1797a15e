"""Attention-style code using K.dot / K.batch_dot on rank-3 tensors (2017 Keras idioms)."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

q = tf.placeholder(tf.float32, [None, 3, 4])
k = tf.placeholder(tf.float32, [None, 5, 4])
w = tf.constant(np.arange(8, dtype=np.float32).reshape(4, 2) / 8.0)
w3 = tf.constant(np.arange(24, dtype=np.float32).reshape(2, 4, 3) / 24.0)
vals = [
    K.dot(q, w),
    K.dot(q, w3),
    K.batch_dot(q, k, axes=[2, 2]),
    K.batch_dot(q, k, axes=(2, 2)),
    K.batch_dot(q[:, 0, :], k[:, 0, :], axes=1),
    K.batch_dot(q, K.permute_dimensions(k, (0, 2, 1))),
    K.repeat(q[:, 0, :], 2),
    K.gather(w, [1, 0, 1]),
    K.reverse(q, axes=1),
    K.flatten(q),
    K.any(q > 0.9, axis=1),
]
rs = np.random.RandomState(92)
Q = rs.rand(2, 3, 4).astype(np.float32)
Kk = rs.rand(2, 5, 4).astype(np.float32)
with tf.Session() as sess:
    for v in sess.run(vals, {q: Q, k: Kk}):
        print(v.shape, np.round(np.asarray(v, np.float64).sum(), 5))
