import numpy as np
import tensorflow as tf

tf.set_random_seed(54)
np.random.seed(54)
act = tf.nn.relu

def mlp(x, sizes, activation=act, out_act=None):
    for i, n in enumerate(sizes[:-1]):
        x = tf.layers.dense(x, n, activation=activation, name="l%d" % i)
    return tf.layers.dense(x, sizes[-1], activation=out_act, name="out")

act = tf.nn.tanh     # rebinding after def: default stays relu
x = tf.placeholder(tf.float32, [None, 4])
with tf.variable_scope("a"):
    o1 = mlp(x, [5, 3, 1])
with tf.variable_scope("b"):
    o2 = mlp(x, [5, 1], activation=act, out_act=tf.nn.sigmoid)
loss = tf.reduce_mean(tf.square(o1 - o2))
tr = tf.train.AdamOptimizer(0.02).minimize(loss)
X = np.random.randn(7, 4).astype(np.float32) * 3
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
    print(sess.run(o1, {x: X[:3]}).ravel().round(4))
