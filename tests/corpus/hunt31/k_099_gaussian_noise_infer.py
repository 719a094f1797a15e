"""GaussianNoise / GaussianDropout / AlphaDropout layers at inference (identity) before Dense."""
import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 3])
gn = tf.keras.layers.GaussianNoise(0.5)
gd = tf.keras.layers.GaussianDropout(0.3)
ad = tf.keras.layers.AlphaDropout(0.2)
ar = tf.keras.layers.ActivityRegularization(l1=0.1)
out = ar(ad(gd(gn(x))))
with tf.Session() as sess:
    print(sess.run(out, {x: np.array([[1.0, -2.0, 3.0]], np.float32)}))
