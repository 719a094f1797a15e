"""Two Conv2D layers (default init) applied to a placeholder, inference only."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(96)
img = tf.placeholder(tf.float32, [None, 5, 5, 1])
c1 = tf.keras.layers.Conv2D(2, 3, padding="same")
c2 = tf.keras.layers.Conv2D(1, 3)
out = c2(c1(img))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {img: np.ones((1, 5, 5, 1), np.float32)}).ravel())
