import numpy as np
import tensorflow as tf

tf.set_random_seed(99)
np.random.seed(99)

X = np.random.randn(5, 3).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
h = tf.layers.dense(x, 4, activation=tf.nn.relu)
r = tf.reduce_sum(h, axis=1)
p = tf.nn.softmax(h)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    rv, pv = sess.run([r, p], {x: X})
    for i, r in enumerate(rv):
        print(i, round(float(r), 4))
    for h in pv[:2]:
        print(np.round(h, 4))
