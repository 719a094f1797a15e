import numpy as np
import tensorflow as tf

tf.set_random_seed(116)
np.random.seed(116)
x = tf.placeholder(tf.float32, [None, 5])
h = tf.layers.dense(x, 3, name="h")
print("x shape:", x.get_shape())
print("h shape:", h.shape)
print("batch dim:", x.get_shape()[0], "width:", x.get_shape()[-1])
print(f"h is {h.get_shape()} / {h.shape.as_list()}")
d = x.get_shape()[-1]
scale = 1.0 / np.sqrt(int(d))
o = tf.reduce_sum(h, 1) * scale
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(o, {x: np.ones((2, 5), np.float32)}).round(4))
