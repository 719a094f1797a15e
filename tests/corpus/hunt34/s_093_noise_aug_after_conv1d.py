import numpy as np
import tensorflow as tf

tf.set_random_seed(93)
np.random.seed(93)

X = np.random.randn(6, 12, 2).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [6, 12, 2])
y = tf.placeholder(tf.float32, [6, 1])
h = tf.layers.conv1d(x, 4, 3, padding='same', activation=tf.nn.relu, name='feat')
h = h + tf.random_normal([6, 12, 4], stddev=0.1)       # feature noise
h = tf.layers.dropout(h, rate=0.2, training=True)
h = tf.reduce_mean(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
