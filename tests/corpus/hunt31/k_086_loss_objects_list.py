"""Keras loss objects (weighted, smoothed) evaluated in a Session as a list of fetches."""
import numpy as np
import tensorflow as tf

np.random.seed(86)
yt = tf.placeholder(tf.float32, [None, 3])
yp = tf.placeholder(tf.float32, [None, 3])
sw = tf.placeholder(tf.float32, [None])
mse = tf.keras.losses.MeanSquaredError()
huber = tf.keras.losses.Huber(delta=0.5)
cce = tf.keras.losses.CategoricalCrossentropy(from_logits=True, label_smoothing=0.2)
bce = tf.keras.losses.BinaryCrossentropy(from_logits=True, label_smoothing=0.1)
scce = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
l1 = mse(yt, yp, sample_weight=sw)
l2 = huber(yt, yp)
l3 = cce(yt, yp)
l4 = bce(yt, yp, sample_weight=sw)
l5 = scce(tf.argmax(yt, 1), yp)
T = np.eye(3)[np.random.randint(0, 3, 5)].astype(np.float32)
P = np.random.randn(5, 3).astype(np.float32)
W = np.array([1.0, 0.0, 2.0, 0.5, 1.0], np.float32)
with tf.Session() as sess:
    print(sess.run([l1, l2, l3, l4, l5], {yt: T, yp: P, sw: W}))
