import numpy as np
import tensorflow as tf

tf.set_random_seed(71)
np.random.seed(71)

X = np.random.randn(3, 6).astype(np.float32)
S = np.random.randn(3, 4, 5).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 6])
s = tf.placeholder(tf.float32, [None, 4, 5])
h1 = tf.layers.dense(x[:, -4:-1], 2, name="h1")
h2 = tf.layers.dense(tf.tile(s, [1, 1, 2]), 2, name="h2")
h3 = tf.layers.dense(tf.expand_dims(x, axis=2), 2, name="h3")
h4 = tf.layers.dense(tf.reshape(tf.stack([x, x * 2.0], axis=-1), [-1, 12]), 2, name="h4")
h5 = tf.layers.dense(tf.layers.flatten(s[:, 1:3, :]), 2, name="h5")
h6 = tf.layers.dense(tf.concat([x, tf.reduce_max(s, axis=2)], axis=-1), 2, name="h6")
h7 = tf.layers.dense(tf.transpose(s, perm=[0, 2, 1]), 2, name="h7")
h8 = tf.layers.dense(tf.reduce_mean(tf.transpose(s, [0, 2, 1]), 1), 2, name="h8")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    rs = sess.run([h1, h2, h3, h4, h5, h6, h7, h8], {x: X, s: S})
    for i, r in enumerate(rs):
        print(i + 1, r.shape, np.round(r, 4).ravel()[:8])
