import numpy as np
import tensorflow as tf

tf.set_random_seed(13)
np.random.seed(13)

X = np.random.randn(8, 14, 2).astype(np.float32)
Y = np.random.randn(8, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 14, 2])
y = tf.placeholder(tf.float32, [None, 1])
reg = tf.contrib.layers.l2_regularizer(0.1)
h = tf.layers.conv1d(x, 6, 3, activation=tf.nn.relu, kernel_regularizer=reg)
h = tf.reduce_mean(h, axis=1)
pred = tf.layers.dense(h, 1, kernel_regularizer=reg)
mse = tf.reduce_mean(tf.square(pred - y))
reg_loss = tf.losses.get_regularization_loss()
loss = mse + reg_loss
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        m, r, _ = sess.run([mse, reg_loss, train], {x: X, y: Y})
        print(i, m, r)
