import numpy as np
import tensorflow as tf

np.random.seed(82)
tf.set_random_seed(82)

# padding rows get weight 0: tf.losses averages over NONZERO weights by default
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
cls = tf.placeholder(tf.int32, [None])
wts = tf.placeholder(tf.float32, [None])
pred = tf.layers.dense(x, 1, name="reg")
logits = tf.layers.dense(x, 2, name="cls")
mse = tf.losses.mean_squared_error(y, pred, weights=tf.expand_dims(wts, 1))
ce = tf.losses.sparse_softmax_cross_entropy(cls, logits, weights=wts)
absd = tf.losses.absolute_difference(y, pred, weights=tf.expand_dims(wts, 1))
mse_sum = tf.losses.mean_squared_error(y, pred, weights=tf.expand_dims(wts, 1), reduction=tf.losses.Reduction.SUM)
mse_mean = tf.losses.mean_squared_error(y, pred, weights=tf.expand_dims(wts, 1), reduction=tf.losses.Reduction.MEAN)
total = mse + ce
train = tf.train.GradientDescentOptimizer(0.1).minimize(total)

X = np.random.randn(12, 3).astype(np.float32)
Y = X[:, :1] * 2.0
C = (X[:, 1] > 0).astype(np.int32)
Wt = np.array([1.0] * 8 + [0.0] * 4, dtype=np.float32)
fd = {x: X, y: Y, cls: C, wts: Wt}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("mse %.5f ce %.5f abs %.5f sum %.5f mean %.5f" % tuple(sess.run([mse, ce, absd, mse_sum, mse_mean], fd)))
    for i in range(15):
        _, t = sess.run([train, total], fd)
    print("after %.5f" % t)
