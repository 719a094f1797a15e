import numpy as np
import tensorflow as tf

tf.set_random_seed(45)
np.random.seed(45)
config = {"units": 4, "dropout": 0.0, "scale": 2.0}

def build(cfg):
    x = tf.placeholder(tf.float32, [None, 3])
    h = tf.layers.dense(x, cfg["units"], activation=tf.nn.relu)
    h = h * cfg["scale"]
    o = tf.reduce_sum(h[:, : cfg["units"] - 1], axis=1)
    return x, o

x, o = build(config)
config.update(units=2, scale=10.0)
config.pop("dropout")
loss = tf.reduce_mean(tf.square(o - 1.0))
tr = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
    print(sess.run(o, {x: X[:2]}).round(4))
    print(sess.run(o, {x: X[:4]}).round(4))
