"""K.learning_phase() fed explicitly to switch Dropout between train and test."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

tf.set_random_seed(79)
x = tf.placeholder(tf.float32, [None, 4])
drop = tf.keras.layers.Dropout(0.5)
y = drop(x)
with tf.Session() as sess:
    print(sess.run(y, {x: np.ones((1, 4), np.float32), K.learning_phase(): 0}))
