import numpy as np
import tensorflow as tf
tf.set_random_seed(52); np.random.seed(52)
X = np.random.randn(14, 3)
Y = np.random.randn(14, 1)
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
l1 = tf.keras.layers.Dense(3, activation="relu")
l2 = tf.keras.layers.Dense(1)
l3 = tf.keras.layers.Dense(1)
h = l1(x) + x
pred = l2(h) + l3(x)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.15f" % l)
    print(l2.kernel.dtype, repr(sess.run(l3.kernel)))
