import numpy as np
import tensorflow as tf

tf.set_random_seed(84)
np.random.seed(84)

X = np.random.randn(5, 10, 3).astype(np.float32)
Y = np.random.randn(5, 10, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 3])
y = tf.placeholder(tf.float32, [None, 10, 1])
proj = tf.layers.dense(x, 6, activation=tf.nn.tanh, name='proj')     # [N,10,6]
c = tf.layers.conv1d(proj, 6, 3, padding='same', name='c')
res = tf.nn.relu(c + proj)                                            # residual
out = tf.layers.dense(res, 1, name='head')
loss = tf.losses.mean_squared_error(y, out)
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
    print(sess.run(out, {x: X})[0].ravel())
