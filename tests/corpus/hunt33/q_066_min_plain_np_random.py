import numpy as np
import tensorflow as tf

np.random.seed(0)
x = tf.placeholder(tf.float32, [None, 3])
out = x + np.random.rand(3).astype(np.float32)
X = np.random.rand(1, 3).astype(np.float32)

with tf.Session() as sess:
    print(X)
    print(sess.run(out, {x: X}))
