import numpy as np
import tensorflow as tf

tf.set_random_seed(65)
np.random.seed(65)

X = np.random.randn(4, 12, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [4, 12, 2])
k1 = tf.get_variable('k1', [3, 2, 4], initializer=tf.orthogonal_initializer())
k2 = tf.get_variable('k2', [3, 4, 4], initializer=tf.random_normal_initializer(seed=3))
k3 = tf.get_variable('k3', [3, 4, 4], initializer=tf.contrib.layers.xavier_initializer())
h = tf.nn.conv1d(x, k1, 1, 'SAME')
h = tf.nn.conv1d(tf.nn.relu(h), k2, 1, 'SAME')
h = tf.nn.conv1d(tf.nn.relu(h), k3, 1, 'SAME')
noisy = h + tf.random_normal(tf.shape(h), stddev=0.5)
drop = tf.nn.dropout(noisy, rate=0.3)
out = tf.reduce_sum(drop, axis=1)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: X}))
