import numpy as np
import tensorflow as tf

tf.set_random_seed(82)
seq = tf.placeholder(tf.float32, [None, 3, 2])
m = tf.keras.layers.Masking(mask_value=0.0)(seq)
p = tf.keras.layers.Dense(2)(m)
g = tf.keras.layers.GlobalAveragePooling1D()(p)

X = np.array([[[1, 2], [3, 4], [0, 0]]], np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(g, {seq: X}))
