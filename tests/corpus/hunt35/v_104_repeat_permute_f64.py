import numpy as np
import tensorflow as tf
tf.set_random_seed(104); np.random.seed(104)
X = np.random.randn(5, 3); Y = np.random.randn(5, 3, 2)
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 3, 2])
rep = tf.keras.layers.RepeatVector(4)
per = tf.keras.layers.Permute((2, 1))
head = tf.keras.layers.Dense(2)
out = head(per(rep(x)))
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.MomentumOptimizer(0.1, 0.9).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
