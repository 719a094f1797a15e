import numpy as np
import tensorflow as tf

tf.set_random_seed(8)
np.random.seed(8)

T = 16
X = np.random.randn(4, T, 2).astype(np.float32)
Y = np.roll(X[:, :, :1], 1, axis=1)

x = tf.placeholder(tf.float32, [None, T, 2])
y = tf.placeholder(tf.float32, [None, T, 1])

def causal_conv(inp, filters, k, name):
    padded = tf.pad(inp, [[0, 0], [k - 1, 0], [0, 0]])
    return tf.layers.conv1d(padded, filters, k, padding='valid', name=name)

h = tf.nn.relu(causal_conv(x, 8, 3, 'cc1'))
h = tf.nn.relu(causal_conv(h, 8, 3, 'cc2'))
out = causal_conv(h, 1, 1, 'cc_out')
loss = tf.reduce_mean(tf.squared_difference(out, y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(25):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        if i % 5 == 4:
            print(i, l)
    print(sess.run(out, {x: X[:1]})[0, :5, 0])
