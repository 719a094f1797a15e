import numpy as np
import tensorflow as tf

tf.set_random_seed(17)
np.random.seed(17)

S = np.random.randn(2, 4, 3).astype(np.float32)
s = tf.placeholder(tf.float32, [None, 4, 3])
a = tf.nn.softmax(s, dim=1)
b = tf.nn.log_softmax(s, axis=1)
c = tf.reduce_logsumexp(s, axis=1, keep_dims=True)
d = tf.nn.l2_normalize(s, dim=2)
mu, var = tf.nn.moments(s, axes=[1], keep_dims=True)
z = (s - mu) / tf.sqrt(var + 1e-5)
am = tf.argmax(s, dimension=1)
with tf.Session() as sess:
    r = sess.run({"a": a, "b": b, "c": c, "d": d, "z": z, "am": am}, {s: S})
    for k in sorted(r):
        print(k, r[k].shape, np.round(r[k], 4).ravel()[:6])
