import numpy as np
import tensorflow as tf

tf.set_random_seed(43)
np.random.seed(43)

seq = tf.placeholder(tf.float32, [None, 12, 2])
target = tf.placeholder(tf.float32, [None, 1])

conv = tf.keras.layers.Conv1D(4, 3, activation="relu")
gmp = tf.keras.layers.GlobalMaxPooling1D()
c = conv(seq)
g = gmp(c)

w_out = tf.Variable(tf.truncated_normal([4, 1], stddev=0.1), name="w_out")
b_out = tf.Variable(0.0, name="b_out")
pred = tf.matmul(g, w_out) + b_out
loss = tf.reduce_mean(tf.square(pred - target))
train = tf.train.MomentumOptimizer(0.05, 0.9).minimize(loss)

X = np.random.randn(16, 12, 2).astype(np.float32)
T = X.max(axis=(1, 2))[:, None].astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {seq: X, target: T})
        if step % 4 == 0:
            print(step, l)
    print(sess.run(pred, {seq: X[:3]}).ravel())
