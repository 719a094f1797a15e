"""LayerNormalization and Dropout (inference) on placeholders."""
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 5])
ln = tf.keras.layers.LayerNormalization()
drop = tf.keras.layers.Dropout(0.3)
y = drop(ln(x))
X = np.array([[1, 2, 3, 4, 5], [0.1, 0.1, 0.1, 0.2, 10]], np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, {x: X}))
