import numpy as np
import tensorflow as tf
tf.keras.backend.set_floatx("float64")
tf.set_random_seed(61); np.random.seed(61)
X = np.random.randn(8, 3).astype(np.float32)
Y = np.random.randn(8, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
d = tf.keras.layers.Dense(1)
p = d(x)
loss = tf.reduce_mean(tf.square(p - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
