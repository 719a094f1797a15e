import numpy as np
import tensorflow as tf

tf.set_random_seed(56)
np.random.seed(56)

X = np.random.randn(4, 10, 2).astype(np.float32)
F = np.random.randn(4, 5).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
h = tf.layers.conv1d(x, 5, 3, activation=tf.nn.relu)
feat = tf.reduce_max(h, axis=1)
pred = tf.layers.dense(feat, 1)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("from x", sess.run(pred, {x: X}).ravel())
    print("from feat", sess.run(pred, {feat: F}).ravel())
