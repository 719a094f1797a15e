import numpy as np
import tensorflow as tf

tf.set_random_seed(76)
np.random.seed(76)

X = np.random.randn(6, 10, 2).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope('model', regularizer=tf.contrib.layers.l2_regularizer(0.05)):
    h = tf.layers.conv1d(x, 4, 3, activation=tf.nn.relu)
    h = tf.reduce_mean(h, axis=1)
    pred = tf.layers.dense(h, 1)
mse = tf.reduce_mean(tf.square(pred - y))
reg = tf.losses.get_regularization_loss()
loss = mse + reg
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(len(tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)))
    for i in range(6):
        m, r, _ = sess.run([mse, reg, train], {x: X, y: Y})
        print(i, m, r)
