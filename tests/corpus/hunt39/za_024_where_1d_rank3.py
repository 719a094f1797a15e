import numpy as np
import tensorflow as tf

tf.set_random_seed(24)
np.random.seed(24)

B, T, D = 3, 2, 2
A = np.random.randn(B, T, D).astype(np.float32)
Bn = np.random.randn(B, T, D).astype(np.float32)
flag = np.array([True, False, True])

a = tf.placeholder(tf.float32, [None, T, D])
b = tf.placeholder(tf.float32, [None, T, D])
f = tf.placeholder(tf.bool, [None])
sel = tf.where(f, a, b)
sel2 = tf.where(tf.reduce_sum(a, axis=[1, 2]) > 0, a * 2.0, tf.zeros_like(a))
mixed = tf.where(a > b, a, b)
with tf.Session() as sess:
    r1, r2, r3 = sess.run([sel, sel2, mixed], {a: A, b: Bn, f: flag})
    print(np.round(r1, 4))
    print(np.round(r2, 4))
    print(np.round(r3, 4))
