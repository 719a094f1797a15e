import numpy as np
import tensorflow as tf

tf.set_random_seed(72)
np.random.seed(72)
act = tf.nn.relu
x = tf.placeholder(tf.float32, [None, 4])
h1 = tf.layers.dense(x, 5, activation=act, name="h1")
act = tf.nn.sigmoid
h2 = tf.layers.dense(h1, 5, activation=act, name="h2")
o = tf.layers.dense(h2, 1, name="o")
loss = tf.reduce_mean(tf.square(o - 0.5))
tr = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(6, 4).astype(np.float32) * 2
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(h1, {x: X[:2]}).round(4))
    print(sess.run(h2, {x: X[:2]}).round(4))
    for i in range(5):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
