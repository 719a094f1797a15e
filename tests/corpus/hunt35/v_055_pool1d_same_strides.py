import numpy as np
import tensorflow as tf
tf.set_random_seed(55); np.random.seed(55)
X = np.random.randn(2, 7, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 7, 2])
mp = tf.keras.layers.MaxPooling1D(pool_size=2, padding="same")(x)      # strides default = pool
ap = tf.keras.layers.AveragePooling1D(pool_size=3, strides=1, padding="same")(x)
ap2 = tf.keras.layers.AveragePooling1D(3, 2)(x)
mp2 = tf.keras.layers.MaxPool1D(strides=3)(x)
gm = tf.keras.layers.GlobalMaxPooling1D()(x)
ga = tf.keras.layers.GlobalAveragePooling1D()(x)
dense = tf.keras.layers.Dense(1, kernel_initializer="ones", use_bias=False)
res = {"mp": dense(mp), "ap": dense(ap), "ap2": dense(ap2), "mp2": dense(mp2), "g": dense(gm) + dense(ga)}
with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    out = s.run(res, {x: X})
    for k in sorted(out):
        print(k, out[k].ravel())
