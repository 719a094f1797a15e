import numpy as np
import tensorflow as tf

tf.set_random_seed(14)
np.random.seed(14)

X = np.random.randn(8, 10, 2).astype(np.float32)
Y = np.random.randn(8, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 1])
frozen = tf.layers.conv1d(x, 4, 3, trainable=False, name='frozen')
h = tf.layers.conv1d(frozen, 4, 3, activation=tf.nn.relu, name='tuned')
h = tf.reduce_max(h, 1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    k0 = sess.run('frozen/kernel:0')
    for i in range(10):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
    k1 = sess.run(tf.get_default_graph().get_tensor_by_name('frozen/kernel:0'))
    print(np.abs(k1 - k0).max())
