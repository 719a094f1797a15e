import numpy as np
import tensorflow as tf

tf.set_random_seed(85)
np.random.seed(85)

X = np.random.randn(4, 10, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [4, 10, 2])
k = tf.get_variable('k', [3, 2, 4], initializer=tf.glorot_uniform_initializer(seed=7))
h = tf.nn.relu(tf.nn.conv1d(x, k, 1, 'VALID'))
f = tf.reshape(h, [4, 32])
d1 = tf.layers.dense(f, 5, kernel_initializer=tf.glorot_uniform_initializer(seed=5))
d2 = tf.layers.dense(d1, 5, bias_initializer=tf.random_normal_initializer(stddev=0.1))
out = tf.nn.dropout(d2, keep_prob=0.5)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: X}))
