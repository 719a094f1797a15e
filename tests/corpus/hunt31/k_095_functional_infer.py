"""Functional model from tf.keras.Input applied to a placeholder, inference only."""
import numpy as np
import tensorflow as tf

inp = tf.keras.Input(shape=(4,))
h = tf.keras.layers.Dense(2, kernel_initializer="ones", use_bias=False)(inp)
out = tf.keras.layers.Activation("tanh")(h)
model = tf.keras.Model(inp, out)
x = tf.placeholder(tf.float32, [None, 4])
y = model(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, {x: np.array([[0.1, 0.2, 0.3, -0.4]], np.float32)}))
