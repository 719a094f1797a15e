import numpy as np
import tensorflow as tf
tf.set_random_seed(43); np.random.seed(43)
X = np.random.randn(10, 2, 3)
Y = np.random.randn(10, 1)
x = tf.placeholder(tf.float64, [None, 2, 3])
y = tf.placeholder(tf.float64, [None, 1])
flat = tf.reshape(x, [-1, 6])
scaled = tf.nn.relu(flat * 2.0 - 0.5)
h = tf.layers.dense(scaled, 4, activation=tf.nn.elu, name="d1")
h2 = tf.expand_dims(tf.reduce_mean(h, axis=1), -1)
out = tf.layers.dense(tf.concat([h, h2], 1), 1, name="d2")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
