import numpy as np
import tensorflow as tf

tf.set_random_seed(43)
np.random.seed(43)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 4).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 4])
l1 = tf.keras.layers.Dense(4, activation="relu")
l2 = tf.keras.layers.Dense(4)
h = l1(x)
h2 = l1(h)
pred = l2(h2)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.MomentumOptimizer(0.05, 0.9).minimize(loss)
probe = [l1(x), l2(h), l2(l1(x)) - pred]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        f0, f1, f2 = sess.run(probe, feed_dict={x: X})
        print(i, l, f0.sum(), f1.sum(), np.abs(f2).sum())
