import numpy as np
import tensorflow as tf

tf.set_random_seed(61)
np.random.seed(61)
x = tf.placeholder(tf.float32, [None, 4, 5, 3])
a = tf.reduce_mean(x, axis=[1, 2])                 # [None, 3]
b = tf.reduce_max(x, axis=[-1, -2])                # [None, 4]
c = tf.reduce_sum(x, axis=(1, 3), keep_dims=True)  # [None, 1, 5, 1]
c2 = tf.reshape(c, [-1, 5])
d = tf.reduce_logsumexp(x, axis=-3)                # [None, 5, 3]
ha = tf.layers.dense(a, 2, name="ha")
hb = tf.layers.dense(b, 2, name="hb")
hc = tf.layers.dense(c2, 2, name="hc")
hd = tf.layers.dense(d, 2, name="hd")              # [None, 5, 2]
e = tf.reduce_mean(hd, axis=1, keepdims=False)
tot = tf.reduce_sum(x, keepdims=True)             # [1,1,1,1]
loss = tf.reduce_mean(tf.square(ha + hb + hc + e)) + 0.0 * tf.reduce_sum(tot)
tr = tf.train.AdamOptimizer(0.01).minimize(loss)
X = np.random.randn(3, 4, 5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
    print(sess.run(tot, {x: X}).shape, sess.run(c, {x: X}).shape)
