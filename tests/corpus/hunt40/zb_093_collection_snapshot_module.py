import numpy as np
import tensorflow as tf

tf.set_random_seed(93)
np.random.seed(93)
x = tf.placeholder(tf.float32, [None, 3])
w1 = tf.get_variable("w1", [3, 2])
w2 = tf.get_variable("w2", [2, 1])
tf.add_to_collection("losses", 0.05 * tf.nn.l2_loss(w1))
reg_only = tf.get_collection("losses")
o = tf.matmul(tf.matmul(x, w1), w2)
tf.add_to_collection("losses", tf.reduce_mean(tf.square(o - 1.0)))
print(len(reg_only), len(tf.get_collection("losses")))
reg = tf.add_n(reg_only)
total = tf.add_n(tf.get_collection("losses"))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(total)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        r, t, _ = sess.run([reg, total, tr], {x: X})
        print(i, round(float(r), 5), round(float(t), 5))
