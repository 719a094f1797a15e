"""K.eval / K.get_value on constants and Keras layer weights inside a Session."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

x = tf.placeholder(tf.float32, [None, 2])
fc = tf.keras.layers.Dense(1, kernel_initializer="ones", bias_initializer="zeros")
y = fc(x)
c = K.constant([1.0, 2.0]) * 3.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("c", K.eval(c))
    print("kernel", K.get_value(fc.kernel).ravel())
    print("y", sess.run(y, {x: np.array([[1.0, 2.0]], np.float32)}))
