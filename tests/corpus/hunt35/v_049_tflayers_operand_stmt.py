import numpy as np
import tensorflow as tf
tf.set_random_seed(49); np.random.seed(49)
X = np.random.randn(20, 4).astype(np.float32)
Y = np.random.randn(20, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 4, activation=tf.nn.relu, name="r1") + x
h = tf.nn.relu(tf.layers.dense(h, 4, name="r2") + h)
pred = tf.layers.dense(h, 1, name="p1") + tf.layers.dense(x, 1, use_bias=False, name="p2")
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(pred, {x: X[:3]}))
