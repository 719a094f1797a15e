import numpy as np
import tensorflow as tf

tf.set_random_seed(26)
np.random.seed(26)
x = tf.placeholder(tf.float32, [None, 3])
w = tf.get_variable("w", [3, 2])
v = tf.get_variable("v", [2, 1])
tf.add_to_collection("losses", tf.reduce_sum(tf.square(w), name="w"))
tf.add_to_collection("losses", 0.1 * tf.reduce_sum(tf.abs(v)))
for i in range(3):
    tf.add_to_collection("reg", tf.constant(float(i)) * tf.reduce_sum(w))
tf.add_to_collection("my_acts", x)
o = tf.matmul(tf.matmul(x, w), v)
data_loss = tf.reduce_mean(tf.square(o - 1.0))
tf.add_to_collection(tf.GraphKeys.LOSSES, data_loss)
print(len(tf.get_collection("losses")), len(tf.get_collection("reg")), len(tf.get_collection("my_acts")))
print([t.name for t in tf.get_collection("losses")])
total = tf.add_n(tf.get_collection("losses")) + 0.01 * tf.add_n(tf.get_collection("reg"))
tr = tf.train.AdamOptimizer(0.05).minimize(total)
X = np.random.randn(5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        print(i, sess.run([total, tr], {x: X})[0])
    print(sess.run(w).round(4))
