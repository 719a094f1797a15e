"""LocallyConnected1D feature extractor at inference (fixed-init weights)."""
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 6, 2])
lc = tf.keras.layers.LocallyConnected1D(3, 2, kernel_initializer="ones")
y = lc(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, {x: np.arange(24, dtype=np.float32).reshape(2, 6, 2)})[0])
