import numpy as np
import tensorflow as tf
K = tf.keras.backend
K.set_floatx("float64")
tf.set_random_seed(9); np.random.seed(9)
X = np.random.randn(12, 2)
Y = np.sin(X[:, :1])
x = tf.placeholder(tf.float64, [None, 2])
y = tf.placeholder(tf.float64, [None, 1])
dense = tf.keras.layers.Dense(5, activation="tanh")
head = tf.keras.layers.Dense(1)
p = head(dense(x))
loss = tf.reduce_mean(tf.square(p - y))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(dense.kernel.dtype, head.bias.dtype)
    print(sess.run(head.kernel).ravel())
