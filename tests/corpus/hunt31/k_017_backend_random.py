"""Noise injection with seeded tf.keras.backend random ops."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

tf.set_random_seed(17)
x = tf.placeholder(tf.float32, [None, 4])
noise = K.random_normal(K.shape(x), mean=0.0, stddev=0.1, seed=123)
uni = K.random_uniform((2, 3), minval=-1.0, maxval=1.0, seed=7)
noisy = x + noise
X = np.ones((2, 4), np.float32)
with tf.Session() as sess:
    print("noisy", sess.run(noisy, {x: X}))
    print("uni", sess.run(uni))
