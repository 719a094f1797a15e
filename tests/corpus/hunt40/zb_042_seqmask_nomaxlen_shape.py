import numpy as np
import tensorflow as tf

tf.set_random_seed(42)
np.random.seed(42)
lens_c = tf.constant([3, 5, 2])
m = tf.sequence_mask(lens_c)
print("mask shape", m.get_shape().as_list())
m2 = tf.sequence_mask(lens_c, 5, dtype=tf.float32)
print("mask2 shape", m2.get_shape().as_list())
x = tf.placeholder(tf.float32, [None, 5, 2])
lens = tf.placeholder(tf.int32, [None])
w = tf.sequence_mask(lens, tf.shape(x)[1], dtype=tf.float32)
print("w shape", w.get_shape().as_list())
h = tf.layers.dense(x, 1)
score = tf.reduce_sum(tf.squeeze(h, -1) * w, axis=1) / tf.reduce_sum(w, axis=1)
loss = tf.reduce_mean(tf.square(score - 1.0))
tr = tf.train.AdamOptimizer(0.05).minimize(loss)
X = np.random.randn(3, 5, 2).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(m).astype(int))
    for i in range(5):
        print(i, round(float(sess.run([loss, tr], {x: X, lens: [3, 5, 2]})[0]), 5))
