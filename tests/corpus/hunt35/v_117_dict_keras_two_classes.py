import numpy as np
import tensorflow as tf
tf.set_random_seed(117); np.random.seed(117)
X = np.random.randn(2, 5, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 5, 2])
conv = tf.keras.layers.Conv1D(2, 2)
dense = tf.keras.layers.Dense(1)
report = {"conv": conv(x), "dense": dense(x)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run(report, feed_dict={x: X})
    print(r["conv"][0]); print(r["dense"][0])
