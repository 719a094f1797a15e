"""Sparse categorical crossentropy with (N,1) float labels, Keras and backend spellings."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

lab = tf.placeholder(tf.float32, [None, 1])
logits = tf.placeholder(tf.float32, [None, 4])
probs = tf.nn.softmax(logits)
a = tf.keras.losses.sparse_categorical_crossentropy(lab, logits, from_logits=True)
b = K.sparse_categorical_crossentropy(lab, logits, from_logits=True)
c = tf.keras.metrics.sparse_categorical_accuracy(lab, probs)
d = K.categorical_crossentropy(tf.one_hot(tf.cast(lab[:, 0], tf.int32), 4), logits, from_logits=True)
e = K.binary_crossentropy(tf.ones_like(logits) * 0.3, logits, from_logits=True)
L = np.array([[0], [3], [1]], np.float32)
G = np.random.RandomState(74).randn(3, 4).astype(np.float32)
with tf.Session() as sess:
    for v in sess.run([a, b, c, d, e], {lab: L, logits: G}):
        print(v.shape, np.round(v, 6).ravel()[:6])
