import numpy as np
import tensorflow as tf

tf.set_random_seed(79)
np.random.seed(79)

X = np.random.randn(6, 10, 2)          # float64 fed into float32
Y = np.random.randn(6, 1)
x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 1])
lr = tf.placeholder(tf.float32, [], name='lr')
h = tf.layers.conv1d(x, 4, 3, activation=tf.nn.relu)
h = tf.reduce_mean(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.MomentumOptimizer(lr, momentum=0.9, use_nesterov=True).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    rate = 0.05
    for i in range(8):
        if i == 4:
            rate = rate / 10
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y, lr: rate})
        print(i, l)
    print(sess.run(pred, {x: X.tolist()}).ravel())
