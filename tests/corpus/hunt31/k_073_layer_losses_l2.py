"""Standalone Dense with kernel_regularizer; layer.losses summed into the objective."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(73)
np.random.seed(73)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
fc = tf.keras.layers.Dense(1, kernel_regularizer=tf.keras.regularizers.l2(0.1))
pred = fc(x)
mse = tf.reduce_mean(tf.square(pred - y))
reg = tf.add_n(fc.losses)
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(mse + reg)
X = np.random.randn(12, 4).astype(np.float32)
Y = X[:, :1] * 3.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        m, r, _ = sess.run([mse, reg, train_op], {x: X, y: Y})
        print("mse %.6f reg %.6f" % (m, r))
