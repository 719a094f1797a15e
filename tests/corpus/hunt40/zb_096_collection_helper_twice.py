import numpy as np
import tensorflow as tf

tf.set_random_seed(96)
np.random.seed(96)

def fc(inp, n, name, wd=0.01):
    with tf.variable_scope(name):
        w = tf.get_variable("w", [inp.get_shape().as_list()[-1], n])
    tf.add_to_collection("losses", wd * tf.nn.l2_loss(w))
    return tf.matmul(inp, w)

x = tf.placeholder(tf.float32, [None, 4])
h = tf.nn.relu(fc(x, 5, "a"))
o = fc(h, 1, "b", wd=0.1)
tf.add_to_collection("losses", tf.reduce_mean(tf.square(o - 1.0)))
print("n", len(tf.get_collection("losses")))
total = tf.add_n(tf.get_collection("losses"))
tr = tf.train.AdamOptimizer(0.02).minimize(total)
X = np.random.randn(6, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([total, tr], {x: X})[0]), 5))
