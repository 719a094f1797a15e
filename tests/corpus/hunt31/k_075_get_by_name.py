"""Loss / metric / activation looked up by name, as in config-driven training scripts."""
import numpy as np
import tensorflow as tf

CFG = {"loss": "mean_squared_error", "metric": "mae", "act": "tanh"}
t = tf.placeholder(tf.float32, [None, 2])
p = tf.placeholder(tf.float32, [None, 2])
loss_fn = tf.keras.losses.get(CFG["loss"])
metric_fn = tf.keras.metrics.get(CFG["metric"])
act = tf.keras.activations.get(CFG["act"])
vals = [tf.reduce_mean(loss_fn(t, p)), tf.reduce_mean(metric_fn(t, p)), act(p)]
T = np.array([[0.0, 1.0], [1.0, 0.0]], np.float32)
P = np.array([[0.2, 0.7], [0.9, 0.4]], np.float32)
with tf.Session() as sess:
    for v in sess.run(vals, {t: T, p: P}):
        print(np.round(v, 6))
