import numpy as np
import tensorflow as tf

tf.set_random_seed(63)
np.random.seed(63)
x = tf.placeholder(tf.float32, [None, 1, 5, 1])
a = tf.squeeze(x, axis=-1)             # [None, 1, 5]
b = tf.squeeze(a, 1)                   # [None, 5]
c = tf.squeeze(x, [1, 3])              # [None, 5]
d = tf.squeeze(x, axis=[-3])           # [None, 5, 1]
hb = tf.layers.dense(b, 3, name="hb")
hc = tf.layers.dense(c, 3, name="hc")
hd = tf.layers.dense(d, 2, name="hd")  # [None, 5, 2]
o = tf.reduce_sum(hb * hc, 1) + tf.reduce_sum(hd, [1, 2])
loss = tf.reduce_mean(tf.square(o))
tr = tf.train.GradientDescentOptimizer(0.02).minimize(loss)
X = np.random.randn(4, 1, 5, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
