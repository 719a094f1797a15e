import numpy as np
import tensorflow as tf

tf.set_random_seed(119)
np.random.seed(119)
x = tf.placeholder(tf.float32, [None, 3])
w1 = tf.get_variable("w1", [3, 2])
w2 = tf.get_variable("w2", [2, 1])
l2_1 = 0.01 * tf.nn.l2_loss(w1)
tf.add_to_collection("losses", l2_1)
tf.add_to_collection("losses", l2_1)               # same tensor twice: counted twice in TF1
o = tf.matmul(tf.nn.relu(tf.matmul(x, w1)), w2)
tf.add_to_collection("losses", tf.reduce_mean(tf.square(o - 1.0)))
tf.add_to_collection("losses", 0.03 * tf.nn.l2_loss(w2))
print("n", len(tf.get_collection("losses")))
first = tf.get_collection("losses")[0]
last = tf.get_collection("losses")[-1]
total = tf.add_n(tf.get_collection("losses"))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(total)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        f, l, t, _ = sess.run([first, last, total, tr], {x: X})
        print(i, round(float(f), 5), round(float(l), 5), round(float(t), 5))
