import numpy as np
import tensorflow as tf

v = tf.placeholder(tf.float32, [None])
m = tf.keras.metrics.Mean()
upd = m.update_state(v)
res = m.result()
with tf.Session() as sess:
    sess.run(tf.variables_initializer(m.variables))
    sess.run(upd, {v: np.array([1.0, 2.0, 3.0], np.float32)})
    print("mean", sess.run(res))
