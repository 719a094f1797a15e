import numpy as np
import tensorflow as tf
tf.set_random_seed(48); np.random.seed(48)
X = np.random.randn(10, 3)
Y = np.random.randn(10, 1)
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
W = tf.get_variable("W", [3, 3], dtype=tf.float64, initializer=tf.random_normal_initializer(stddev=0.3))
h = tf.tanh(tf.matmul(x, W))
out = tf.layers.dense(h, 1, name="out")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
