"""K.set_epsilon changes the clipping used inside Keras losses (mape / msle / kld)."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

K.set_epsilon(0.5)
t = tf.placeholder(tf.float32, [None, 3])
p = tf.placeholder(tf.float32, [None, 3])
vals = [tf.keras.losses.mape(t, p), tf.keras.losses.msle(t, p), tf.keras.losses.kld(t, p),
        K.epsilon() * tf.ones([1])]
T = np.array([[0.0, 0.1, 2.0]], np.float32)
P = np.array([[0.3, 0.2, 1.0]], np.float32)
with tf.Session() as sess:
    for v in sess.run(vals, {t: T, p: P}):
        print(np.round(v, 6))
