import numpy as np
import tensorflow as tf
tf.set_random_seed(40); np.random.seed(40)
X = np.random.randn(20, 3)          # float64
Y = np.random.randn(20, 1)
xc = tf.constant(X)
yc = tf.constant(Y)
dense = tf.keras.layers.Dense(1)
pred = dense(xc)
loss = tf.reduce_mean(tf.square(pred - yc))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train])
        print(i, "%.15f" % l)
    print(dense.kernel.dtype)
    print(repr(sess.run(pred)[:3]))
