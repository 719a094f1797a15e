import numpy as np
import tensorflow as tf
tf.set_random_seed(63); np.random.seed(63)
X = np.random.randn(8, 3)
Y = np.random.randn(8, 1)
x = tf.placeholder(dtype=np.float64, shape=[None, 3])
y = tf.placeholder("double", [None, 1])
h = tf.layers.dense(x, 3, activation=tf.nn.softplus, name="h")
p = tf.layers.dense(h, 1, name="p")
loss = tf.reduce_mean(tf.square(p - y))
train = tf.train.AdamOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
