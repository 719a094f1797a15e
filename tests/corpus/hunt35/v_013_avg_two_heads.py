import numpy as np
import tensorflow as tf
from tensorflow.keras import layers as L
tf.set_random_seed(13); np.random.seed(13)
X = np.random.randn(20, 6).astype(np.float32)
Y = np.random.randn(20, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 2])
a = L.Dense(2, name="a")
b = L.Dense(2, name="b")
out = 0.5 * (a(x) + b(x))
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.MomentumOptimizer(0.1, 0.8).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        _, l = sess.run([train, loss], {x: X, y: Y})
        print(i, l)
    print(sess.run([a.kernel, b.bias]))
