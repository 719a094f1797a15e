import numpy as np
import tensorflow as tf
tf.set_random_seed(39); np.random.seed(39)
X = np.random.rand(2, 3, 3, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3, 3, 1])
u = tf.keras.layers.UpSampling2D(size=2, interpolation="bilinear")(x)
conv = tf.keras.layers.Conv2D(1, 1, use_bias=False, kernel_initializer="ones")
o = conv(u)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(o, {x: X})[0, :, :, 0])
