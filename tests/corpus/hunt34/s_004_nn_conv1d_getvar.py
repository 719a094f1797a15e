import numpy as np
import tensorflow as tf

tf.set_random_seed(4)
np.random.seed(4)

X = np.random.randn(6, 16, 3).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 16, 3])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.get_variable("W", [3, 3, 5], initializer=tf.truncated_normal_initializer(stddev=0.1))
b = tf.get_variable("b", [5], initializer=tf.zeros_initializer())
h = tf.nn.conv1d(x, W, stride=1, padding='SAME') + b
h = tf.nn.relu(h)
h = tf.reduce_max(h, axis=1)
W2 = tf.get_variable("W2", [5, 1])
pred = tf.matmul(h, W2)
loss = tf.reduce_mean(tf.square(pred - y))
grads = tf.gradients(loss, [W, b])
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    g = sess.run(grads, feed_dict={x: X, y: Y})
    print("grad W", g[0][0])
    print("grad b", g[1])
    for i in range(10):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
