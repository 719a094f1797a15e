import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 3])
layer = tf.keras.layers.Dense(2)
y = layer(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("n weights", len(layer.get_weights()))
    print("y", sess.run(y, {x: np.zeros((1, 3), np.float32)}))
