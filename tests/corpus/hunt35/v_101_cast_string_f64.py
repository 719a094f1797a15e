import numpy as np
import tensorflow as tf
tf.set_random_seed(101); np.random.seed(101)
X = np.random.randn(6, 2).astype(np.float32); Y = np.random.randn(6, 1)
x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float64, [None, 1])
a = tf.layers.dense(tf.cast(x, "float64"), 2, name="a")
b = tf.layers.dense(tf.cast(x, dtype=np.float64), 2, name="b")
out = tf.layers.dense(a * b, 1, name="o")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
