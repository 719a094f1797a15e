import numpy as np
import tensorflow as tf
tf.set_random_seed(15); np.random.seed(15)
X = np.random.randn(20, 5).astype(np.float32)
Y = np.random.randn(20, 5).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 5])
fc = tf.keras.layers.Dense(5)
fc1 = tf.keras.layers.Dense(5, activation="relu")
fc2 = tf.keras.layers.Dense(5)
skip = x
h = tf.nn.relu(fc(x) + skip)
out = fc2(fc1(h) + h)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(out, {x: X[:2]}))
