import numpy as np
import tensorflow as tf
tf.set_random_seed(10); np.random.seed(10)
X = np.random.randn(10, 3)
Y = np.random.randn(10, 2)
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 2])
d = tf.keras.layers.Dense(2, dtype="float64", kernel_initializer="glorot_normal")
p = d(x)
loss = tf.reduce_mean(tf.square(p - y))
train = tf.train.AdamOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        _, l = sess.run([train, loss], {x: X, y: Y})
        print("it", i, round(float(l), 8))
    print([v.name for v in d.weights], d.kernel.dtype)
