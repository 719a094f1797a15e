import numpy as np
import tensorflow as tf

tf.set_random_seed(28)
np.random.seed(28)

B, D = 4, 3
X = np.random.randn(B, D).astype(np.float32)
x = tf.placeholder(tf.float32, [None, D])
cols = tf.unstack(x, axis=1)
pairs = tf.stack([cols[0] * cols[1], cols[1] * cols[2], cols[0] * cols[2]], axis=1)
tiled = tf.tile(tf.expand_dims(x, 1), [1, 2, 1])
ones = tf.ones_like(tiled[:, :, :1])
aug = tf.concat([tiled, ones], axis=2)
flat = tf.reshape(aug, [-1, 2 * (D + 1)])
bias_col = tf.fill([tf.shape(x)[0], 1], 0.5)
feat = tf.concat([flat, pairs, bias_col], axis=1)
out = tf.layers.dense(feat, 2, kernel_initializer=tf.constant_initializer(0.1))
sq = tf.squeeze(tf.expand_dims(out, 1), axis=1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(np.round(sess.run(feat, {x: X}), 4))
    print(np.round(sess.run(sq, {x: X}), 4))
