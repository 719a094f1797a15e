import numpy as np
import tensorflow as tf

tf.set_random_seed(62)
np.random.seed(62)
x = tf.placeholder(tf.float32, [None, 4])
ones = tf.fill([tf.shape(x)[0], 3], 1.0)
twos = tf.fill(tf.shape(x), 2.0)
z = tf.fill([2, 5], 0.5)
feat = tf.concat([x * twos, ones], axis=1)          # [None, 7]
h = tf.layers.dense(feat, 5, activation=tf.nn.relu, name="h")
o = tf.layers.dense(h + tf.reduce_mean(z), 1, name="o")
loss = tf.reduce_mean(tf.square(o - 3.0))
tr = tf.train.GradientDescentOptimizer(0.02).minimize(loss)
X = np.random.randn(6, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
    print(sess.run(o, {x: X[:2]}).ravel().round(4))
