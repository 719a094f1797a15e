import numpy as np
import tensorflow as tf

np.random.seed(52)
tf.set_random_seed(52)

x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(tf.zeros([2, 1]))
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - y))
train_fast = tf.train.GradientDescentOptimizer(0.3).minimize(loss)
train_slow = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
init = tf.global_variables_initializer()

X = np.random.randn(30, 2).astype(np.float32)
Y = X @ np.array([[1.0], [2.0]], dtype=np.float32)
sess_a = tf.Session()
sess_b = tf.Session()
sess_a.run(init)
sess_b.run(init)
for i in range(10):
    sess_a.run(train_fast, {x: X, y: Y})
    sess_b.run(train_slow, {x: X, y: Y})
print("A loss %.5f" % sess_a.run(loss, {x: X, y: Y}), sess_a.run(w).ravel())
print("B loss %.5f" % sess_b.run(loss, {x: X, y: Y}), sess_b.run(w).ravel())
sess_a.close()
sess_b.close()
