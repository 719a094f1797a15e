import numpy as np
import tensorflow as tf

tf.set_random_seed(95)
np.random.seed(95)
KEY = "losses"
x = tf.placeholder(tf.float32, [None, 3])
w = tf.get_variable("w", [3, 1])
o = tf.matmul(x, w)
tf.add_to_collection(tf.GraphKeys.LOSSES, tf.reduce_mean(tf.square(o - 2.0)))
tf.add_to_collection(KEY, 0.2 * tf.reduce_sum(tf.abs(w)))
tf.losses.add_loss(0.05 * tf.reduce_sum(tf.square(w)))
tf.add_to_collection("other", tf.reduce_sum(o))
print("n", len(tf.get_collection("losses")), len(tf.get_collection(tf.GraphKeys.LOSSES)), len(tf.get_collection("other")))
total = tf.add_n(tf.get_collection(KEY))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(total)
X = np.random.randn(8, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([total, tr], {x: X})[0]), 5))
