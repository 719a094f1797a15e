import numpy as np
import tensorflow as tf

tf.set_random_seed(57)
np.random.seed(57)

x = tf.placeholder(tf.float32, [None, 16, 2])
y = tf.placeholder(tf.float32, [None, 1])

h = tf.layers.conv1d(x, 4, 3, padding="same", activation=tf.nn.relu)
h = tf.layers.max_pooling1d(h, pool_size=2, strides=2)
h = tf.layers.conv1d(h, 4, 3, dilation_rate=2, activation=tf.nn.relu)
h = tf.layers.average_pooling1d(h, 2, 2, padding="same")
h = tf.layers.flatten(h)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(10, 16, 2).astype(np.float32)
Y = X[:, ::2, 0].mean(axis=1, keepdims=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 5 == 0:
            print(step, l)
    print(sess.run(pred, {x: X[:2]}).ravel())
