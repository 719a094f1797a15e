import numpy as np
import tensorflow as tf

tf.set_random_seed(76)
np.random.seed(76)
x = tf.placeholder(tf.float32, [None, 6, 2])
lens = tf.placeholder(tf.int32, [None])
mask = tf.sequence_mask(lens, tf.shape(x)[1], dtype=tf.float32)
width = mask.get_shape().as_list()[-1]
print("width", width)
gate = tf.layers.dense(mask, 6, activation=tf.nn.sigmoid, name="gate")   # TF1: last dim 6 known
h = tf.reduce_sum(tf.layers.dense(x, 1, name="proj")[:, :, 0] * gate, axis=1)
loss = tf.reduce_mean(tf.square(h - 1.0))
tr = tf.train.AdamOptimizer(0.05).minimize(loss)
X = np.random.randn(3, 6, 2).astype(np.float32)
L = [6, 2, 4]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X, lens: L})[0]), 5))
