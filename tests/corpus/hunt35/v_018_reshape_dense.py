import numpy as np
import tensorflow as tf
tf.set_random_seed(18); np.random.seed(18)
X = np.random.randn(10, 12).astype(np.float32)
Y = np.random.randn(10, 4, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 12])
y = tf.placeholder(tf.float32, [None, 4, 1])
r = tf.keras.layers.Reshape((-1, 3))(x)
d = tf.keras.layers.Dense(1)
out = d(r)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(d.kernel).ravel())
