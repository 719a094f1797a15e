import numpy as np
import tensorflow as tf

tf.set_random_seed(111)
np.random.seed(111)

def build(x):
    act = tf.nn.tanh
    h = tf.layers.dense(x, 4, activation=act, name="inner")
    return h

act = tf.nn.relu
x = tf.placeholder(tf.float32, [None, 3])
h = build(x)
o = tf.layers.dense(h, 2, activation=act, name="outer")
loss = tf.reduce_mean(tf.square(o - 0.5))
tr = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(6, 3).astype(np.float32) * 2
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(h, {x: X[:2]}).round(4))
    for i in range(5):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
