"""Keras loss objects with sample weights and reductions on graph tensors."""
import numpy as np
import tensorflow as tf

np.random.seed(19)
y_true = tf.placeholder(tf.float32, [None, 3])
y_pred = tf.placeholder(tf.float32, [None, 3])
w = tf.placeholder(tf.float32, [None])
mse = tf.keras.losses.MeanSquaredError()
mae_sum = tf.keras.losses.MeanAbsoluteError(reduction="sum")
huber = tf.keras.losses.Huber(delta=0.5)
cce = tf.keras.losses.CategoricalCrossentropy(from_logits=True, label_smoothing=0.1)
bce = tf.keras.losses.BinaryCrossentropy(from_logits=True)
vals = {
    "mse": mse(y_true, y_pred),
    "mse_w": mse(y_true, y_pred, sample_weight=w),
    "mae_sum": mae_sum(y_true, y_pred),
    "huber": huber(y_true, y_pred),
    "cce": cce(y_true, y_pred),
    "bce_w": bce(y_true, y_pred, sample_weight=w),
}
T = np.eye(3)[np.random.randint(0, 3, 5)].astype(np.float32)
P = np.random.randn(5, 3).astype(np.float32)
W = np.array([1.0, 0.0, 2.0, 0.5, 1.0], np.float32)
with tf.Session() as sess:
    r = sess.run(vals, {y_true: T, y_pred: P, w: W})
for k in sorted(r):
    print(k, r[k])
