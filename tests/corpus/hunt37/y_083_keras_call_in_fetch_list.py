import numpy as np
import tensorflow as tf

tf.set_random_seed(83)
np.random.seed(83)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
l1 = tf.keras.layers.Dense(5, activation="relu")
l2 = tf.keras.layers.Dense(1)
pred = l2(l1(x))
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    h, p = sess.run([l1(x), l2(l1(x)) * 2.0], feed_dict={x: X[:2]})
    print(h, p)
