import numpy as np
import tensorflow as tf
tf.set_random_seed(75); np.random.seed(75)
X = np.random.randn(6, 4)
Y = np.random.randn(6, 1)
x = tf.placeholder(tf.float64, [None, 4])
y = tf.placeholder(tf.float64, [None, 1])
left = x[:, :2]
right = tf.maximum(x[:, 2:], 0.0)
a, b = tf.split(x, 2, axis=1)
h1 = tf.layers.dense(left, 2, name="left")
h2 = tf.layers.dense(right, 2, name="right")
h3 = tf.layers.dense(tf.transpose(tf.stack([a, b]), [1, 0, 2])[:, 0, :], 2, name="ab")
h4 = tf.layers.dense(tf.pad(a, [[0, 0], [1, 0]]), 2, name="pad")
out = tf.layers.dense(tf.nn.sigmoid(h1 + h2 + h3 + h4), 1, name="out")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.3).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
