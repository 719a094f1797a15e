import numpy as np
import tensorflow as tf
import tensorflow.contrib.slim as slim

tf.set_random_seed(74)
np.random.seed(74)

X = np.random.randn(5, 12, 3).astype(np.float32)
Y = np.random.randn(5, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 12, 3])
y = tf.placeholder(tf.float32, [None, 2])
net = slim.conv1d(x, 6, 3, scope='conv1')
net = slim.convolution(net, 6, 3, stride=2, scope='conv2')
net = tf.reduce_mean(net, axis=1)
pred = slim.fully_connected(net, 2, activation_fn=None, scope='fc')
loss = tf.losses.mean_squared_error(y, pred)
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.op.name for v in slim.get_model_variables()])
    for i in range(5):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
