import numpy as np
import tensorflow as tf

tf.set_random_seed(25)
np.random.seed(25)

A = np.random.randn(4, 9, 2).astype(np.float32)
B = np.random.randn(4, 9, 2).astype(np.float32)
xa = tf.placeholder(tf.float32, [None, 9, 2])
xb = tf.placeholder(tf.float32, [None, 9, 2])
conv = tf.layers.Conv1D(5, 3, padding='same', activation=tf.nn.relu, name='shared_conv')
ha = conv(xa)
hb = conv(xb)
loss = tf.reduce_mean(tf.square(ha - hb))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in conv.trainable_variables])
    for i in range(5):
        print(sess.run({'l': loss, 't': train}, {xa: A, xb: B})['l'])
