import numpy as np
import tensorflow as tf

tf.set_random_seed(31)
np.random.seed(31)

X = np.random.randn(5, 10, 2)
Y = np.random.randn(5, 1)
x = tf.placeholder(tf.float64, [None, 10, 2])
y = tf.placeholder(tf.float64, [None, 1])
h = tf.layers.conv1d(x, 3, 3, activation=tf.nn.relu)
h = tf.reduce_mean(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([(v.name, v.dtype.name) for v in tf.trainable_variables()])
    for i in range(6):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
