"""With floatx float64, backend constants/variables default to float64 and mix with float64 data."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

K.set_floatx("float64")
x = tf.placeholder(tf.float64, [None, 2])
w = K.constant([[0.5], [0.25]])
b = K.zeros((1,))
scale = K.cast_to_floatx(3.0)
y = K.dot(x, w) * scale + b
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run(y, {x: np.array([[1.0, 2.0]])})
    print(r, r.dtype)
