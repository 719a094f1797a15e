"""Keras Dropout in training mode with a fixed graph seed (MC-dropout predictions)."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(78)
x = tf.placeholder(tf.float32, [None, 6])
drop = tf.keras.layers.Dropout(0.5, seed=1)
y = drop(x, training=True)
with tf.Session() as sess:
    for i in range(2):
        print(sess.run(y, {x: np.ones((1, 6), np.float32)}))
