import numpy as np
import tensorflow as tf
tf.set_random_seed(76); np.random.seed(76)
X = np.random.randn(10, 3)
Y = np.random.randn(10, 1)

def mlp(inp, sizes, scope):
    with tf.variable_scope(scope):
        h = inp
        for i, n in enumerate(sizes):
            h = tf.layers.dense(h, n, activation=tf.nn.relu, name="l%d" % i)
        return tf.layers.dense(h, 1, name="head")

x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
pred = mlp(x, [4, 4], "net")
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.03).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
