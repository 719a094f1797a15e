"""Keras metric functions: binary/sparse accuracies, top-k, with (N,1) labels."""
import numpy as np
import tensorflow as tf

np.random.seed(25)
yt = tf.placeholder(tf.float32, [None, 1])
yp = tf.placeholder(tf.float32, [None, 1])
lab = tf.placeholder(tf.float32, [None, 1])
logit = tf.placeholder(tf.float32, [None, 5])
M = tf.keras.metrics
vals = [
    tf.reduce_mean(M.binary_accuracy(yt, yp)),
    tf.reduce_mean(M.binary_accuracy(yt, yp, threshold=0.7)),
    tf.reduce_mean(M.sparse_categorical_accuracy(lab, logit)),
    tf.reduce_mean(M.sparse_top_k_categorical_accuracy(lab, logit, k=3)),
    tf.reduce_mean(M.top_k_categorical_accuracy(tf.one_hot(tf.cast(lab[:, 0], tf.int32), 5), logit)),
    tf.reduce_mean(M.mse(yt, yp)),
]
with tf.Session() as sess:
    r = sess.run(vals, {yt: (np.random.rand(8, 1) > 0.5).astype(np.float32),
                        yp: np.random.rand(8, 1).astype(np.float32),
                        lab: np.random.randint(0, 5, (8, 1)).astype(np.float32),
                        logit: np.random.randn(8, 5).astype(np.float32)})
print([round(float(v), 6) for v in r])
