import numpy as np
import tensorflow as tf

tf.set_random_seed(92)
np.random.seed(92)
x = tf.placeholder(tf.float32, [None, 3])
w1 = tf.get_variable("w1", [3, 4])
w2 = tf.get_variable("w2", [4, 4])
w3 = tf.get_variable("w3", [4, 1])
ws = [w1, w2, w3]
for i, wd in enumerate([0.01, 0.0, 0.02]):
    if wd > 0:
        tf.add_to_collection("losses", wd * tf.nn.l2_loss(ws[i]))
o = tf.matmul(tf.nn.relu(tf.matmul(tf.nn.relu(tf.matmul(x, w1)), w2)), w3)
tf.add_to_collection("losses", tf.reduce_mean(tf.square(o - 1.0)))
print("n", len(tf.get_collection("losses")))
loss = tf.add_n(tf.get_collection("losses"))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
