import numpy as np
import tensorflow as tf

tf.set_random_seed(37)
np.random.seed(37)
B = 6
x = tf.placeholder(tf.float32, [B, 6])
keep = tf.placeholder(tf.bool, [B])
enc = tf.layers.dense(x, 6, activation=tf.nn.tanh, name="enc")
alt = tf.zeros_like(enc)
picked = tf.where(keep, enc, alt)   # v1: selects ROWS (batch == width here)
o = tf.layers.dense(picked, 1, name="o")
loss = tf.reduce_mean(tf.square(o - 1.0))
tr = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(B, 6).astype(np.float32)
K = np.array([True, False, True, True, False, False])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(picked, {x: X, keep: K}).round(3))
    for i in range(6):
        l, _ = sess.run([loss, tr], {x: X, keep: K})
        print(i, round(float(l), 5))
