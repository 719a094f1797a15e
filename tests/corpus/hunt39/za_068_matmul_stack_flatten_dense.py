import numpy as np
import tensorflow as tf

tf.set_random_seed(7)
np.random.seed(7)

X = np.random.randn(3, 6).astype(np.float32)
S = np.random.randn(3, 4, 5).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 6])
s = tf.placeholder(tf.float32, [None, 4, 5])
a = tf.layers.dense(tf.matmul(s, s, transpose_a=True), 2, name="a")
b = tf.layers.dense(tf.reshape(tf.stack([x, x * 2.0], axis=-1), [-1, 12]), 2, name="b")
c = tf.layers.dense(tf.layers.flatten(s[:, 1:3, :]), 2, name="c")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for name, t in [("a", a), ("b", b), ("c", c)]:
        r = sess.run(t, {x: X, s: S})
        print(name, r.shape, np.round(r, 4).ravel()[:8])
