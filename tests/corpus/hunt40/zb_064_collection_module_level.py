import numpy as np
import tensorflow as tf

tf.set_random_seed(64)
np.random.seed(64)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
w1 = tf.get_variable("w1", [4, 6])
w2 = tf.get_variable("w2", [6, 1])
h = tf.nn.relu(tf.matmul(x, w1))
o = tf.matmul(h, w2)
tf.add_to_collection("losses", 0.01 * tf.nn.l2_loss(w1))
tf.add_to_collection("losses", 0.02 * tf.nn.l2_loss(w2))
mse = tf.reduce_mean(tf.square(o - y))
tf.add_to_collection("losses", mse)
print("n losses", len(tf.get_collection("losses")))
total = tf.add_n(tf.get_collection("losses"))
train = tf.train.GradientDescentOptimizer(0.05).minimize(total)
X = np.random.randn(10, 4).astype(np.float32)
Y = np.random.randn(10, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        t, m, _ = sess.run([total, mse, train], {x: X, y: Y})
        print(i, round(float(t), 5), round(float(m), 5))
