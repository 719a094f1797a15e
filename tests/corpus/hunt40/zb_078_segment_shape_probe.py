import numpy as np
import tensorflow as tf

tf.set_random_seed(78)
x = tf.placeholder(tf.float32, [None, 3])
seg = tf.placeholder(tf.int32, [None])
a = tf.segment_sum(x, seg)
b = tf.unsorted_segment_sum(x, seg, 4)
c = tf.unsorted_segment_mean(x, seg, tf.constant(4))
d = tf.unsorted_segment_max(x, seg, tf.reduce_max(seg) + 1)
e = tf.math.segment_max(tf.constant(np.ones((4, 2), np.float32)), tf.constant([0, 0, 1, 1]))
print("a", a.get_shape().as_list())
print("b", b.get_shape().as_list())
print("c", c.get_shape().as_list())
print("d", d.get_shape().as_list())
print("e", e.get_shape().as_list())
hb = tf.layers.dense(b, 2, name="hb")
hc = tf.layers.dense(c, 2, name="hc")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    X = np.arange(12, dtype=np.float32).reshape(4, 3)
    S = np.array([0, 0, 2, 3], np.int32)
    r = sess.run([a, b, c, d, e, hb, hc], {x: X, seg: S})
    for v in r:
        print(np.round(v, 4))
