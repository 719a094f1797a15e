import numpy as np
import tensorflow as tf

tf.set_random_seed(88)
x = tf.placeholder(tf.float32, [None, 2, 3])
drop = tf.keras.layers.Dropout(0.5, noise_shape=(None, 1, 3))
h = drop(x, training=True)

with tf.Session() as sess:
    print(sess.run(h, {x: np.ones((2, 2, 3), np.float32)}))
