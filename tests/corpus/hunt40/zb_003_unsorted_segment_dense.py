import numpy as np
import tensorflow as tf

tf.set_random_seed(3)
np.random.seed(3)
NSEG = 5
x = tf.placeholder(tf.float32, [None, 3])
seg = tf.placeholder(tf.int32, [None])
a = tf.unsorted_segment_sum(x, seg, NSEG)
b = tf.math.unsorted_segment_mean(x, seg, num_segments=NSEG)
c = tf.unsorted_segment_max(x, seg, NSEG)
m = tf.math.unsorted_segment_min(x, seg, NSEG)
feat = tf.stack([a, b, c, m], axis=1)       # [5, 4, 3]
sh = feat.get_shape()
flat = tf.reshape(feat, [NSEG, sh[1].value * sh[2].value])
h = tf.layers.dense(flat, 3, activation=tf.nn.relu, kernel_initializer=tf.glorot_normal_initializer())
o = tf.layers.dense(h, 1)
loss = tf.reduce_sum(tf.square(o))
step = tf.train.MomentumOptimizer(0.01, 0.9).minimize(loss)
X = np.random.randn(10, 3).astype(np.float32)
S = np.array([4, 0, 1, 1, 3, 0, 4, 2, 2, 3], np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        lv, _ = sess.run((loss, step), {x: X, seg: S})
        print(i, "%.5f" % lv)
    for v in tf.trainable_variables():
        print(v.name, v.shape)
