import numpy as np
import tensorflow as tf

tf.set_random_seed(85)
np.random.seed(85)
x = tf.placeholder(tf.float32, [None, 2])
w = tf.get_variable("w", [2, 1])
mse = tf.reduce_mean(tf.square(tf.matmul(x, w) - 1.0))
tf.add_to_collection("losses", mse)
tf.add_to_collection("losses", 0.1 * tf.reduce_sum(tf.square(w)))
print(len(tf.get_collection("losses")))
loss = tf.add_n(tf.get_collection("losses"))
tr = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(5, 2).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
