import numpy as np
import tensorflow as tf

tf.set_random_seed(113)
np.random.seed(113)
cfg = {"act": "tanh", "opt": "momentum"}
if cfg["act"] == "relu":
    act = tf.nn.relu
else:
    act = tf.nn.tanh
if cfg["opt"] == "adam":
    Opt = tf.train.AdamOptimizer
else:
    Opt = tf.train.GradientDescentOptimizer
x = tf.placeholder(tf.float32, [None, 3])
h = tf.layers.dense(x, 5, activation=act, name="h")
o = tf.layers.dense(h, 1, name="o")
loss = tf.reduce_mean(tf.square(o - 2.0))
train = Opt(0.05).minimize(loss)
X = np.random.randn(6, 3).astype(np.float32) * 2
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(h, {x: X[:2]}).round(4))
    for i in range(5):
        print(i, round(float(sess.run([loss, train], {x: X})[0]), 5))
