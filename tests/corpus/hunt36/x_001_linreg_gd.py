import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)

# synthetic data y = 3x + 2 + noise
N = 200
x_data = np.random.rand(N, 1).astype(np.float32)
y_data = (3.0 * x_data + 2.0 + 0.05 * np.random.randn(N, 1)).astype(np.float32)

X = tf.placeholder(tf.float32, [None, 1], name="X")
Y = tf.placeholder(tf.float32, [None, 1], name="Y")
W = tf.Variable(tf.zeros([1, 1]), name="weight")
b = tf.Variable(tf.zeros([1]), name="bias")

pred = tf.matmul(X, W) + b
loss = tf.reduce_mean(tf.square(pred - Y))
train_op = tf.train.GradientDescentOptimizer(0.5).minimize(loss)

batch_size = 20
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(30):
        perm = np.random.permutation(N)
        for i in range(0, N, batch_size):
            idx = perm[i:i + batch_size]
            sess.run(train_op, feed_dict={X: x_data[idx], Y: y_data[idx]})
        if epoch % 5 == 0:
            l = sess.run(loss, feed_dict={X: x_data, Y: y_data})
            print("epoch %d loss %.6f" % (epoch, l))
    w_val, b_val = sess.run([W, b])
    print("W =", w_val.ravel(), "b =", b_val)
