import numpy as np
import tensorflow as tf

tf.set_random_seed(102)
np.random.seed(102)
config = {"scale": 1.0, "shift": 0.0}
all_cfgs = [config]
x = tf.placeholder(tf.float32, [None, 3])
h = tf.layers.dense(x, 4, activation=tf.nn.tanh, name="h")
o = tf.layers.dense(h, 1, name="o") * config["scale"] + config["shift"]
loss = tf.reduce_mean(tf.square(o - 1.0))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
for c in all_cfgs:
    c["scale"] = 3.0
all_cfgs[0]["shift"] = 1.0
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([loss, train], {x: X})[0]), 5))
    print(sess.run(o, {x: X[:3]}).ravel().round(4))
