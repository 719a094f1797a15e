import numpy as np
import tensorflow as tf

tf.set_random_seed(16)
np.random.seed(16)

X = np.random.randn(10, 3).astype(np.float32)
Y = np.random.randn(10, 1).astype(np.float32)
Wt = np.array([1, 0, 0, 2, 1, 0, 1, 1, 0, 3], np.float32).reshape(10, 1)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.placeholder(tf.float32, [None, 1])
pred = tf.layers.dense(x, 1)
mse = tf.losses.mean_squared_error(y, pred, weights=w)
hub = tf.losses.huber_loss(y, pred, weights=w, delta=0.5)
absd = tf.losses.absolute_difference(y, pred, reduction=tf.losses.Reduction.SUM)
loss = mse + hub + 0.1 * absd
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        r = sess.run([mse, hub, absd, train], {x: X, y: Y, w: Wt})
        print(np.round(r[:3], 5))
