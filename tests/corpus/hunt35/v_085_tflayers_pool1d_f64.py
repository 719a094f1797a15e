import numpy as np
import tensorflow as tf
tf.set_random_seed(85); np.random.seed(85)
X = np.random.randn(4, 10, 2)
Y = np.random.randn(4, 1)
x = tf.placeholder(tf.float64, [None, 10, 2])
y = tf.placeholder(tf.float64, [None, 1])
c = tf.layers.conv1d(x, 3, 3, padding="same", activation=tf.nn.relu, name="c")
p = tf.layers.max_pooling1d(c, 2, 2)
a = tf.layers.average_pooling1d(p, 2, 1, padding="same")
out = tf.layers.dense(tf.layers.flatten(a), 1, name="o")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdagradOptimizer(0.1, initial_accumulator_value=0.5).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
    print(repr(sess.run(out, {x: X})))
