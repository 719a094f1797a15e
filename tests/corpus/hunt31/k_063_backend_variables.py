"""Backend-created tensors/variables: K.zeros, K.eye, K.constant, K.cast_to_floatx."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

z = K.zeros((2, 3))
e = K.eye(3)
c = K.constant([[1, 2, 3]])
f = K.cast_to_floatx(np.array([1, 2, 3]))
x = tf.placeholder(tf.float32, [None, 3])
y = K.dot(x, e) + z[0] + c
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("y", sess.run(y, {x: np.ones((2, 3), np.float32)}))
    print("c dtype", c.dtype.name, "f dtype", f.dtype)
