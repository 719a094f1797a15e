import numpy as np
import tensorflow as tf

np.random.seed(113)
tf.set_random_seed(113)

x = tf.placeholder(tf.float32, [None, 3], name="features")
y = tf.placeholder(tf.float32, [None, 1], name="target")
w = tf.Variable(tf.zeros([3, 1]), name="weights")
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - y), name="loss")
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

X = np.random.randn(25, 3).astype(np.float32)
Y = X @ np.array([[0.5], [1.5], [-1.0]], dtype=np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        _, l = sess.run([train, loss], feed_dict={"features:0": X, "target:0": Y})
        if i % 3 == 0:
            print(i, "%.5f" % l)
    print(np.round(sess.run(w).ravel(), 5))
