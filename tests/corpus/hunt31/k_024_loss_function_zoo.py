"""Keras loss functions on graph tensors: hinge, poisson, logcosh, msle, mape, kld, huber."""
import numpy as np
import tensorflow as tf

np.random.seed(24)
t = tf.placeholder(tf.float32, [None, 3])
p = tf.placeholder(tf.float32, [None, 3])
L = tf.keras.losses
vals = [
    L.hinge(t, p), L.squared_hinge(t, p), L.categorical_hinge(t, p), L.poisson(t, tf.abs(p) + 0.1),
    L.logcosh(t, p), L.msle(tf.abs(t), tf.abs(p)), L.mape(t + 1.0, p), L.kld(tf.nn.softmax(t), tf.nn.softmax(p)),
    L.mse(t, p), L.mae(t, p), L.sparse_categorical_crossentropy(tf.argmax(t, 1), p, from_logits=True),
    L.binary_crossentropy(t, p, from_logits=True),
]
T = (np.random.rand(4, 3) > 0.5).astype(np.float32)
P = np.random.randn(4, 3).astype(np.float32)
with tf.Session() as sess:
    for i, v in enumerate(sess.run(vals, {t: T, p: P})):
        print(i, np.round(v, 6))
