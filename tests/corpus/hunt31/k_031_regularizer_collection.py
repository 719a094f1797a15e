"""Keras kernel_regularizer on a Dense layer; read via layer.losses and tf.losses."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(31)
np.random.seed(31)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
layer = tf.keras.layers.Dense(1, kernel_regularizer=tf.keras.regularizers.l2(0.5))
pred = layer(x)
mse = tf.reduce_mean(tf.square(pred - y))
reg = tf.losses.get_regularization_loss()
total = mse + reg
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(total)
X = np.random.randn(10, 3).astype(np.float32)
Y = X.sum(1, keepdims=True)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        m, r, _ = sess.run([mse, reg, train_op], {x: X, y: Y})
        print("mse %.6f reg %.6f" % (m, r))
