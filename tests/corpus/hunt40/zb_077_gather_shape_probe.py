import numpy as np
import tensorflow as tf

tf.set_random_seed(77)
x = tf.placeholder(tf.float32, [None, 6, 5])
ids = tf.placeholder(tf.int32, [None])
tab = tf.get_variable("tab", [10, 4])
g0 = tf.gather(x, 0, axis=1)               # scalar index: [None, 5]
g1 = tf.gather(x, [[0, 1], [2, 3], [4, 5]], axis=1)   # [None, 3, 2, 5]
g2 = tf.gather(tab, ids)                   # [None, 4]
g3 = tf.gather(x, tf.constant([1, 2, 3]), axis=-2)   # [None, 3, 5]
g4 = tf.gather(tab, [[1, 2, 3]])           # [1, 3, 4]
print("g0", g0.get_shape().as_list())
print("g1", g1.get_shape().as_list())
print("g2", g2.get_shape().as_list())
print("g3", g3.get_shape().as_list())
print("g4", g4.get_shape().as_list())
h0 = tf.layers.dense(g0, 2, name="h0")
h1 = tf.layers.dense(g1, 2, name="h1")
h3 = tf.layers.dense(g3, 2, name="h3")
out = tf.reduce_sum(h0) + tf.reduce_sum(h1) + tf.reduce_sum(h3) + tf.reduce_sum(g2)
X = np.random.RandomState(0).randn(2, 6, 5).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(round(float(sess.run(out, {x: X, ids: [1, 7]})), 4))
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
