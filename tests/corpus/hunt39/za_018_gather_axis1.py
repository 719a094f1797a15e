import numpy as np
import tensorflow as tf

tf.set_random_seed(18)
np.random.seed(18)

B, T, D = 3, 5, 4
seq = np.random.randn(B, T, D).astype(np.float32)
pos = np.array([[0, 4], [1, 1], [3, 2]], np.int32)

x = tf.placeholder(tf.float32, [None, T, D])
p = tf.placeholder(tf.int32, [None, 2])
first_last = tf.gather(x, [0, T - 1], axis=1)             # B,2,D
picked = tf.batch_gather(x, p)                            # B,2,D
bidx = tf.tile(tf.expand_dims(tf.range(tf.shape(x)[0]), 1), [1, 2])
nd = tf.gather_nd(x, tf.stack([bidx, p], axis=-1))       # B,2,D
feat = tf.reshape(tf.concat([first_last, picked, nd], 1), [-1, 6 * D])
W = tf.get_variable("W", [6 * D, 1], initializer=tf.random_normal_initializer(seed=1))
out = tf.squeeze(tf.matmul(feat, W), axis=[1])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    fl, pk, o = sess.run([first_last, picked, out], {x: seq, p: pos})
    print(np.round(fl[0], 4))
    print(np.round(pk[2], 4))
    print(np.round(o, 4))
