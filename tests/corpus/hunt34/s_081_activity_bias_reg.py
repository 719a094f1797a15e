import numpy as np
import tensorflow as tf

tf.set_random_seed(81)
np.random.seed(81)

X = np.random.randn(6, 10, 2).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.conv1d(x, 4, 3, activation=tf.nn.relu,
                     bias_regularizer=tf.contrib.layers.l1_regularizer(0.1),
                     activity_regularizer=lambda a: 0.01 * tf.reduce_sum(tf.abs(a)))
h = tf.reduce_mean(h, axis=1)
pred = tf.layers.dense(h, 1)
mse = tf.reduce_mean(tf.square(pred - y))
reg = tf.losses.get_regularization_loss()
train = tf.train.AdamOptimizer(0.01).minimize(mse + reg)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        m, r, _ = sess.run([mse, reg, train], {x: X, y: Y})
        print(i, m, r)
