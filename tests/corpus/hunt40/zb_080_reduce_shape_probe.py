import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 4, 5])
ax = tf.placeholder(tf.int32, [])
r1 = tf.reduce_sum(x, axis=tf.constant([1]))
r2 = tf.reduce_mean(x, axis=None, keepdims=True)
r3 = tf.reduce_max(x, axis=ax)
r4 = tf.reduce_min(x, [0, 2], keep_dims=True)
r5 = tf.reduce_prod(x, -1)
r6 = tf.reduce_any(x > 0, axis=[1, -1])
r7 = tf.reduce_mean(x, 1, True)
print("r1", r1.get_shape().as_list())
print("r2", r2.get_shape().as_list())
print("r4", r4.get_shape().as_list())
print("r5", r5.get_shape().as_list())
print("r6", r6.get_shape().as_list())
print("r7", r7.get_shape().as_list())
print("r3 rank", r3.get_shape().ndims)
with tf.Session() as sess:
    X = np.arange(40, dtype=np.float32).reshape(2, 4, 5) / 40.0
    res = sess.run([r1, r2, r3, r4, r7], {x: X, ax: 2})
    for v in res:
        print(v.shape, np.round(v.ravel()[:4], 4))
