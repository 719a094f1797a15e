import numpy as np
import tensorflow as tf

tf.set_random_seed(82)
np.random.seed(82)
Opt = tf.train.RMSPropOptimizer
act = tf.nn.relu
print("optimizer:", Opt.__name__, "activation:", act.__name__)
x = tf.placeholder(tf.float32, [None, 3])
h = tf.layers.dense(x, 5, activation=act, name="h")
o = tf.layers.dense(h, 1, name="o")
loss = tf.reduce_mean(tf.square(o - 1.0))
train = Opt(0.01).minimize(loss)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([loss, train], {x: X})[0]), 5))
