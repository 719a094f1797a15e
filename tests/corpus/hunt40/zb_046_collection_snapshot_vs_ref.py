import numpy as np
import tensorflow as tf

tf.set_random_seed(46)
np.random.seed(46)
x = tf.placeholder(tf.float32, [None, 4])
w1 = tf.get_variable("w1", [4, 3])
w2 = tf.get_variable("w2", [3, 1])
tf.add_to_collection("losses", 0.01 * tf.nn.l2_loss(w1))
early = tf.get_collection("losses")          # a copy: 1 element
ref = tf.get_collection_ref("losses")        # the live list
tf.add_to_collection("losses", 0.02 * tf.nn.l2_loss(w2))
o = tf.matmul(tf.nn.relu(tf.matmul(x, w1)), w2)
mse = tf.reduce_mean(tf.square(o - 1.0))
tf.add_to_collection("losses", mse)
print(len(early), len(ref), len(tf.get_collection("losses")))
loss_early = tf.add_n(early)
loss_all = tf.add_n(tf.get_collection("losses"))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(loss_all)
X = np.random.randn(8, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        le, la, _ = sess.run([loss_early, loss_all, tr], {x: X})
        print(i, round(float(le), 5), round(float(la), 5))
