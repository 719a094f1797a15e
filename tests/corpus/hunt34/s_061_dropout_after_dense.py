import numpy as np
import tensorflow as tf

tf.set_random_seed(60)
np.random.seed(60)

X = np.random.randn(6, 20).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [6, 20])
y = tf.placeholder(tf.float32, [6, 1])
h = tf.layers.dense(x, 8, activation=tf.nn.relu)
h = tf.nn.dropout(h, keep_prob=0.5)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
