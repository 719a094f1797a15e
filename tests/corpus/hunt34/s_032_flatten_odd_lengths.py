import numpy as np
import tensorflow as tf

tf.set_random_seed(32)
np.random.seed(32)

X = np.random.randn(4, 11, 3).astype(np.float32)
Y = np.random.randn(4, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 11, 3])
y = tf.placeholder(tf.float32, [None, 2])
a = tf.layers.conv1d(x, 5, 4, strides=3, padding='same', activation=tf.nn.relu)   # 4 steps
b = tf.layers.conv1d(a, 2, 2, strides=2, padding='same')                          # 2 steps
c = tf.layers.conv1d(x, 3, 4, strides=3, padding='valid')                         # 3 steps
fa = tf.layers.flatten(b)
fc = tf.layers.flatten(c)
feat = tf.concat([fa, fc], axis=1)
pred = tf.layers.dense(feat, 2)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
    print(sess.run(pred, {x: X}))
