import numpy as np
import tensorflow as tf

tf.set_random_seed(90)
np.random.seed(90)

T = 32
X = np.random.randn(2, T, 1).astype(np.float32)
Y = np.roll(X, -1, axis=1)
x = tf.placeholder(tf.float32, [None, T, 1])
y = tf.placeholder(tf.float32, [None, T, 1])
h0 = tf.layers.conv1d(x, 8, 1, name='input_proj')
# block 1, dilation 2
w1f = tf.get_variable('b1_filter', [2, 8, 8])
w1g = tf.get_variable('b1_gate', [2, 8, 8])
p1 = tf.pad(h0, [[0, 0], [2, 0], [0, 0]])
z1 = tf.tanh(tf.nn.convolution(p1, w1f, padding='VALID', dilation_rate=[2])) * \
     tf.sigmoid(tf.nn.convolution(p1, w1g, padding='VALID', dilation_rate=[2]))
s1 = tf.layers.conv1d(z1, 8, 1, name='b1_skip')
h1 = h0 + s1
# block 2, dilation 4
w2f = tf.get_variable('b2_filter', [2, 8, 8])
p2 = tf.pad(h1, [[0, 0], [4, 0], [0, 0]])
z2 = tf.tanh(tf.nn.convolution(p2, w2f, padding='VALID', dilation_rate=[4]))
s2 = tf.layers.conv1d(z2, 8, 1, name='b2_skip')
out = tf.layers.conv1d(tf.nn.relu(s1 + s2), 1, 1, name='out')
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.005).minimize(loss)
gf = tf.gradients(loss, [w1f, w2f])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(gf, {x: X, y: Y})[1][0])
    for i in range(8):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
