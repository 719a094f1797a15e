import numpy as np
import tensorflow as tf
tf.set_random_seed(97); np.random.seed(97)
X = np.random.randn(10, 3); Y = np.random.randn(10, 1)
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
training = tf.placeholder_with_default(False, [])
h = tf.layers.dense(x, 6, activation=tf.nn.relu, name="h")
h = tf.layers.dropout(h, rate=0.3, training=training)
out = tf.layers.dense(h, 1, name="o")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
    print(repr(sess.run(out, {x: X[:2]})))
