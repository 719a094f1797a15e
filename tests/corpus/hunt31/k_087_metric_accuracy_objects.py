"""Keras Accuracy / Precision metric objects accumulated over batches with reset."""
import numpy as np
import tensorflow as tf

np.random.seed(87)
yt = tf.placeholder(tf.float32, [None])
yp = tf.placeholder(tf.float32, [None])
acc = tf.keras.metrics.BinaryAccuracy()
prec = tf.keras.metrics.Precision()
ops = [acc.update_state(yt, yp), prec.update_state(yt, yp)]
results = [acc.result(), prec.result()]
with tf.Session() as sess:
    sess.run(tf.variables_initializer(acc.variables + prec.variables))
    for b in range(3):
        sess.run(ops, {yt: (np.random.rand(6) > 0.5).astype(np.float32), yp: np.random.rand(6).astype(np.float32)})
    print(sess.run(results))
