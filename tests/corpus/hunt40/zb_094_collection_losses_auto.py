import numpy as np
import tensorflow as tf

tf.set_random_seed(94)
np.random.seed(94)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.get_variable("w", [3, 1])
o = tf.matmul(x, w)
mse = tf.losses.mean_squared_error(y, o)          # also lands in the "losses" collection
tf.add_to_collection("losses", 0.1 * tf.reduce_sum(tf.square(w)))
print("n", len(tf.get_collection("losses")))
total = tf.add_n(tf.get_collection("losses"))
tr = tf.train.GradientDescentOptimizer(0.1).minimize(total)
X = np.random.randn(8, 3).astype(np.float32)
Y = np.random.randn(8, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        t, m, _ = sess.run([total, mse, tr], {x: X, y: Y})
        print(i, round(float(t), 5), round(float(m), 5))
