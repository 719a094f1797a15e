import numpy as np
import tensorflow as tf

tf.set_random_seed(120)
np.random.seed(120)
x = tf.placeholder(tf.float32, [None, 3])
w = tf.get_variable("w", [3, 1])
b = tf.get_variable("b", [1], initializer=tf.zeros_initializer())
tf.add_to_collection("losses", tf.multiply(0.1, tf.reduce_sum(tf.square(w)), name="w"))
tf.add_to_collection("losses", tf.identity(0.2 * tf.reduce_sum(tf.abs(b)), name="b"))
tf.add_to_collection("losses", tf.reduce_mean(tf.square(tf.matmul(x, w) + b - 1.0), name="data"))
print("n", len(tf.get_collection("losses")))
total = tf.add_n(tf.get_collection("losses"), name="total")
tr = tf.train.AdamOptimizer(0.05).minimize(total)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([total, tr], {x: X})[0]), 5))
    print(sess.run(w).ravel().round(4), sess.run(b).round(4))
