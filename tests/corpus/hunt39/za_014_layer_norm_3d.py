import numpy as np
import tensorflow as tf

tf.set_random_seed(14)
np.random.seed(14)

X = np.random.randn(2, 3, 4).astype(np.float32) * 3 + 1
x = tf.placeholder(tf.float32, [None, 3, 4])
h = tf.contrib.layers.layer_norm(x)
o = tf.layers.dense(h, 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    hv, ov = sess.run([h, o], {x: X})
    print(np.round(hv, 4))
    print(np.round(ov, 4))
