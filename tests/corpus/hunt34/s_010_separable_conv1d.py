import numpy as np
import tensorflow as tf

tf.set_random_seed(10)
np.random.seed(10)

X = np.random.randn(6, 15, 4).astype(np.float32)
Y = np.random.randn(6, 2).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 15, 4])
y = tf.placeholder(tf.float32, [None, 2])
h = tf.layers.separable_conv1d(x, 8, 3, padding='same', activation=tf.nn.relu)
h = tf.layers.average_pooling1d(h, pool_size=3, strides=3)
h = tf.layers.flatten(h)
pred = tf.layers.dense(h, 2)
loss = tf.losses.absolute_difference(y, pred)
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print([v.name for v in tf.global_variables()])
