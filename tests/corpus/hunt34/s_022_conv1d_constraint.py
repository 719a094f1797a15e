import numpy as np
import tensorflow as tf

tf.set_random_seed(22)
np.random.seed(22)

X = np.random.randn(8, 10, 2).astype(np.float32)
Y = np.random.randn(8, 1).astype(np.float32) * 5

x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.conv1d(x, 4, 3, activation=tf.nn.relu,
                     kernel_constraint=lambda w: tf.clip_by_value(w, -0.2, 0.2), name='conv')
h = tf.reduce_sum(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    kern = [v for v in tf.global_variables() if v.name == 'conv/kernel:0'][0]
    for i in range(5):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l, np.abs(sess.run(kern)).max())
    print(sess.run(kern)[0])
