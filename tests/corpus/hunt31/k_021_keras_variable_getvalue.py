"""K.variable / K.get_value / K.set_value with the Keras-managed session."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

np.random.seed(21)
scale = K.variable(np.array([1.0, 2.0, 3.0]), name="scale")
shift = K.zeros((3,), name="shift")
x = tf.placeholder(tf.float32, [None, 3])
y = x * scale + shift
sess = K.get_session()
sess.run(tf.global_variables_initializer())
print("scale dtype", scale.dtype)
print("y", sess.run(y, {x: np.ones((2, 3), np.float32)}))
K.set_value(scale, np.array([0.5, 0.5, 0.5]))
print("after set", K.get_value(scale))
print("y2", sess.run(y, {x: np.ones((1, 3), np.float32)}))
