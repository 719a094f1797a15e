"""Streaming per-position average with tf.keras.metrics.MeanTensor."""
import numpy as np
import tensorflow as tf

v = tf.placeholder(tf.float32, [3])
m = tf.keras.metrics.MeanTensor()
upd = m.update_state(v)
res = m.result()
with tf.Session() as sess:
    sess.run(tf.variables_initializer(m.variables))
    for i in range(3):
        sess.run(upd, {v: np.array([i, 2 * i, 1.0], np.float32)})
    print(sess.run(res))
