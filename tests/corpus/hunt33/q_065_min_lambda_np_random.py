import numpy as np
import tensorflow as tf

np.random.seed(0)
x = tf.placeholder(tf.float32, [None, 3])
jitter = tf.keras.layers.Lambda(lambda t: t + np.random.rand(3).astype(np.float32))
out = jitter(x)
X = np.random.rand(1, 3).astype(np.float32)

with tf.Session() as sess:
    print(X)
    print(sess.run(out, {x: X}))
