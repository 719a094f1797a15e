# control for p_066: RMSPropOptimizer on float64 variables, plain least squares (no input gradients)
import numpy as np
import tensorflow as tf

rng = np.random.RandomState(0)
X = rng.randn(20, 3)
Y = X.dot(np.array([[1.0], [-2.0], [0.5]]))
W = tf.Variable(np.zeros((3, 1)), name="W")
loss = tf.reduce_mean(tf.square(tf.matmul(tf.constant(X), W) - Y))
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(200):
    sess.run(train)
    if i % 50 == 0:
        print(i, sess.run(loss))
print(sess.run(W).ravel())
