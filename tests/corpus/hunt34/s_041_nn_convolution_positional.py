import numpy as np
import tensorflow as tf

tf.set_random_seed(41)
np.random.seed(41)

X = np.random.randn(2, 16, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 16, 1])
w1 = tf.get_variable('w1', [2, 1, 3])
w2 = tf.get_variable('w2', [2, 3, 3])
h1 = tf.nn.convolution(x, w1, 'VALID', dilation_rate=[2])
h1 = tf.nn.tanh(h1)
h2 = tf.nn.convolution(h1, w2, 'SAME', None, [4])
out = tf.reduce_sum(h2, axis=[1, 2])
loss = tf.reduce_mean(tf.square(out - 1.0))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(tf.shape(h2), {x: X}))
    for i in range(5):
        print(i, sess.run([loss, train], {x: X})[0])
