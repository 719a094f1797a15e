import numpy as np
import tensorflow as tf

tf.set_random_seed(11)
np.random.seed(11)

X = np.random.randn(4, 20, 3).astype(np.float32)
Y = np.random.randn(4, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 20, 3])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.conv1d(x, 4, 3, dilation_rate=2, padding='valid', activation=tf.nn.relu)
h = tf.reduce_max(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(tf.shape(h), {x: X}))
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
