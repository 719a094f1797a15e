import numpy as np
import tensorflow as tf

tf.set_random_seed(72)
np.random.seed(72)

X1 = np.random.randn(3, 10, 2).astype(np.float32)
X2 = np.random.randn(3, 17, 2).astype(np.float32)
Y = np.random.randn(3, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, None, 2])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.conv1d(x, 4, 3, strides=2, padding='same', activation=tf.nn.relu)
h = tf.reduce_max(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        batch = X1 if i % 2 == 0 else X2
        print(i, sess.run([loss, train], {x: batch, y: Y})[0])
    print(sess.run(pred, {x: X2}).ravel())
