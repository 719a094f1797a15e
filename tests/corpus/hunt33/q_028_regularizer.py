import numpy as np
import tensorflow as tf

tf.set_random_seed(28)
np.random.seed(28)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])

d1 = tf.keras.layers.Dense(8, activation="relu", kernel_regularizer=tf.keras.regularizers.l2(0.1))
d2 = tf.keras.layers.Dense(1, kernel_regularizer=tf.keras.regularizers.l2(0.1))

h = d1(x)
pred = d2(h)
mse = tf.reduce_mean(tf.square(pred - y))
reg = tf.losses.get_regularization_loss()
loss = mse + reg
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(20, 5).astype(np.float32)
Y = X[:, 1:2] * 3.0

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        m, r, _ = sess.run([mse, reg, train], {x: X, y: Y})
        if i % 5 == 0:
            print(i, m, r)
