import numpy as np
import tensorflow as tf
tf.set_random_seed(47); np.random.seed(47)
A = np.random.randn(10, 2).astype(np.float32)
B = np.random.randn(10, 2)
ya = np.random.randn(10, 1).astype(np.float32)
yb = np.random.randn(10, 1)
a = tf.placeholder(tf.float32, [None, 2]); ta = tf.placeholder(tf.float32, [None, 1])
b = tf.placeholder(tf.float64, [None, 2]); tb = tf.placeholder(tf.float64, [None, 1])
pa = tf.layers.dense(a, 1, name="p32")
pb = tf.layers.dense(b, 1, name="p64")
loss = tf.reduce_mean(tf.square(pa - ta)) + tf.cast(tf.reduce_mean(tf.square(pb - tb)), tf.float32)
train = tf.train.AdamOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        l, _ = sess.run([loss, train], {a: A, b: B, ta: ya, tb: yb})
        print(i, l)
    print(sess.run([pa, pb], {a: A[:2], b: B[:2]}))
