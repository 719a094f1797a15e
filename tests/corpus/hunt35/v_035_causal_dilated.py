import numpy as np
import tensorflow as tf
tf.set_random_seed(35); np.random.seed(35)
X = np.random.randn(4, 12, 2).astype(np.float32)
Y = np.random.randn(4, 12, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 12, 2])
y = tf.placeholder(tf.float32, [None, 12, 1])
c1 = tf.keras.layers.Conv1D(4, 3, padding="causal", dilation_rate=2, activation="relu")
c2 = tf.keras.layers.Conv1D(1, 2, padding="causal")
out = c2(c1(x))
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(out, {x: X[:1]}).ravel())
