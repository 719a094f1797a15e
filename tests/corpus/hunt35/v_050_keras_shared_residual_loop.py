import numpy as np
import tensorflow as tf
tf.set_random_seed(50); np.random.seed(50)
X = np.random.randn(20, 4).astype(np.float32)
Y = np.random.randn(20, 4).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 4])
fc = tf.keras.layers.Dense(4, activation="tanh")
h = x
h = fc(h) + h
h = fc(h) + h
h = fc(h) + h
loss = tf.reduce_mean(tf.square(h - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(fc.bias))
