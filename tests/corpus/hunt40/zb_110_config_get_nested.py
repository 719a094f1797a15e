import numpy as np
import tensorflow as tf

tf.set_random_seed(110)
np.random.seed(110)
params = {"reg": {"l2": 0.0}}
x = tf.placeholder(tf.float32, [None, 3])
w = tf.get_variable("w", [3, 1])
o = tf.matmul(x, w)
loss = tf.reduce_mean(tf.square(o - 1.0)) + params["reg"]["l2"] * tf.reduce_sum(tf.square(w))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
reg = params.get("reg")
reg.update(l2=5.0)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([loss, train], {x: X})[0]), 5))
    print(sess.run(w).ravel().round(4))
