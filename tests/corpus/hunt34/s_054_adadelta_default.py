import numpy as np
import tensorflow as tf

tf.set_random_seed(54)
np.random.seed(54)

X = np.random.randn(6, 10, 2).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 1])
k = tf.get_variable('k', [3, 2, 4], initializer=tf.glorot_uniform_initializer())
h = tf.nn.relu(tf.nn.conv1d(x, k, 1, 'VALID'))
h = tf.reduce_mean(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdadeltaOptimizer(learning_rate=10.0).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
    print(sess.run(k)[0])
