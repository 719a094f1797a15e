import numpy as np
import tensorflow as tf

tf.set_random_seed(37)
np.random.seed(37)

B, T, E = 2, 3, 4
a_np = np.random.randn(B, T, E).astype(np.float32)
b_np = np.random.randn(B, 2, E).astype(np.float32)
a = tf.placeholder(tf.float32, [None, T, E])
b = tf.placeholder(tf.float32, [None, 2, E])
seq = tf.concat([a, b], axis=1)            # B,5,E
tr = tf.transpose(seq, [0, 2, 1])          # B,E,5
h = tf.layers.dense(tr, 3)                 # kernel 5x3
red = tf.reduce_mean(seq, axis=-1, keepdims=True)   # B,5,1
h2 = tf.layers.dense(red, 2)               # kernel 1x2
sl = tf.layers.dense(seq[:, :, 1:3], 2)    # kernel 2x2
out = tf.reduce_sum(h, axis=1) + tf.reduce_sum(h2, [1, 2])[:, None] + tf.reduce_sum(sl, 1)[:, :1]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(np.round(sess.run(out, {a: a_np, b: b_np}), 4))
