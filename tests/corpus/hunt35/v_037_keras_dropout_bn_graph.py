import numpy as np
import tensorflow as tf
tf.set_random_seed(37); np.random.seed(37)
X = np.random.randn(16, 4).astype(np.float32) * 2 + 1
Y = np.random.randn(16, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.keras.layers.Dense(8, activation="relu")(x)
h = tf.keras.layers.BatchNormalization()(h)
h = tf.keras.layers.Dropout(0.5)(h)
out = tf.keras.layers.Dense(1)(h)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(out, {x: X[:3]}))
