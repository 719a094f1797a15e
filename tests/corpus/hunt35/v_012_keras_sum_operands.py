import numpy as np
import tensorflow as tf
tf.set_random_seed(12); np.random.seed(12)
X = np.random.randn(25, 3).astype(np.float32)
Y = np.random.randn(25, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
l1 = tf.keras.layers.Dense(5, activation="relu")
l2 = tf.keras.layers.Dense(1)
l3 = tf.keras.layers.Dense(1, use_bias=False)
h = l1(x)
pred = l2(h) + l3(x)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(sess.run(l3.kernel).ravel())
