import numpy as np
import tensorflow as tf

tf.set_random_seed(92)
np.random.seed(92)

h = 3   # hidden size, a plain int, later the name of a tensor
X = np.random.randn(9, 4).astype(np.float32)
Y = np.random.randn(9, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
W1 = tf.Variable(tf.random_normal([4, h], seed=1))
h = tf.nn.relu(tf.matmul(x, W1))
W2 = tf.Variable(tf.random_normal([3, 1], seed=2))
pred = tf.matmul(h, W2)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(5):
        _, loss_val = sess.run([train, loss], feed_dict={x: X, y: Y})
        print("epoch", epoch, round(float(loss_val), 5))
    pred = sess.run(pred, feed_dict={x: X[:3]})
    W2 = sess.run(W2)
    print(np.round(pred, 4))
    print(np.round(W2, 4))
    print(np.round(pred * 2 + W2.sum(), 4))
