import numpy as np
import tensorflow as tf

tf.set_random_seed(79)
p = tf.placeholder(tf.bool, [])
x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [4, 6])
z = tf.placeholder(tf.float32, [4, 3])
c1 = tf.cond(p, lambda: x, lambda: y)          # [None, 6]
c2 = tf.cond(p, lambda: y, lambda: z)          # [4, None]
c3 = tf.cond(p, lambda: y, lambda: tf.reshape(y, [24]))   # unknown rank
w1 = tf.where(tf.ones([4], tf.bool), x, y)     # v1 merge -> [4, 6]
sq = tf.squeeze(x[:, :1], [0])                 # TF1 assumes dim 0 is 1 -> [1]
print("c1", c1.get_shape().as_list())
print("c2", c2.get_shape().as_list())
print("w1", w1.get_shape().as_list())
print("sq", sq.get_shape().as_list())
print("c3 rank", c3.get_shape().ndims)
h = tf.layers.dense(c1, 2, name="h")
X = np.ones((4, 6), np.float32)
Y = np.full((4, 6), 2.0, np.float32)
Z = np.full((4, 3), 3.0, np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(tf.reduce_sum(h), {p: True, x: X, y: Y}))
    print(sess.run(tf.reduce_sum(c2), {p: False, y: Y, z: Z}))
    print(sess.run(w1, {x: X, y: Y}).sum())
