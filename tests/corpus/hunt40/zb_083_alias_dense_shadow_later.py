import numpy as np
import tensorflow as tf

tf.set_random_seed(83)
np.random.seed(83)
dense = tf.layers.dense
x = tf.placeholder(tf.float32, [None, 4])
h = dense(x, 6, activation=tf.nn.relu, name="h")

def dense(inp, units, activation=None, name=None):   # redefined: doubles the output
    return 2.0 * tf.layers.dense(inp, units, activation=activation, name=name)

o = dense(h, 1, name="o")
loss = tf.reduce_mean(tf.square(o - 1.0))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
X = np.random.randn(6, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
    print(sess.run(o, {x: X[:2]}).ravel().round(4))
