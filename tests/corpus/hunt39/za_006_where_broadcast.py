import numpy as np
import tensorflow as tf

tf.set_random_seed(6)
np.random.seed(6)

B, T, E = 4, 7, 3
lens = np.array([7, 3, 5, 1], dtype=np.int32)
seq = np.random.randn(B, T, E).astype(np.float32)

x = tf.placeholder(tf.float32, [None, T, E])
L = tf.placeholder(tf.int32, [None])
mask = tf.sequence_mask(L, T)  # [B,T]
mask3 = tf.tile(tf.expand_dims(mask, -1), [1, 1, E])
masked = tf.where(mask3, x, tf.zeros_like(x))
neg = tf.where(mask3, x, tf.fill(tf.shape(x), -1e9))
mean_pool = tf.reduce_sum(masked, axis=1) / tf.cast(tf.expand_dims(L, 1), tf.float32)
max_pool = tf.reduce_max(neg, 1)
# tf.where with a 1-D condition selects rows in TF1
row_cond = tf.greater(L, 2)
rows = tf.where(row_cond, mean_pool, max_pool)
idx = tf.where(mask)
W = tf.get_variable("W", [E, 2], initializer=tf.glorot_uniform_initializer())
out = tf.matmul(rows, W)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r, o, i = sess.run([rows, out, idx], {x: seq, L: lens})
    print(np.round(r, 4))
    print(np.round(o, 4))
    print(i.shape, i[:5].tolist())
