import numpy as np
import tensorflow as tf
tf.set_random_seed(44); np.random.seed(44)
X = np.random.randn(12, 3).astype(np.float32)
Y = np.random.randn(12, 1)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
x64 = tf.to_double(x)
d = tf.keras.layers.Dense(1)
pred = d(x64)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
    print(d.kernel.dtype)
