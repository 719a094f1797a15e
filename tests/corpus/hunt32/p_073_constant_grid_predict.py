# Gradients with respect to a tf.constant evaluation grid (no placeholder), post-training field derivatives
import numpy as np
import tensorflow as tf

np.random.seed(73)
tf.set_random_seed(73)
xs = np.linspace(0, 1, 20)[:, None].astype(np.float32)
x_train = tf.constant(xs)
x_grid = tf.constant(np.linspace(0, 1, 5)[:, None].astype(np.float32))
W1 = tf.Variable(tf.truncated_normal([1, 10], stddev=1.0))
b1 = tf.Variable(tf.zeros([10]))
W2 = tf.Variable(tf.truncated_normal([10, 1], stddev=0.3))


def u_of(x):
    return tf.matmul(tf.tanh(tf.matmul(x, W1) + b1), W2)


u_tr = u_of(x_train)
loss = tf.reduce_mean(tf.square(tf.gradients(u_tr, x_train)[0] - 2 * x_train)) + tf.square(tf.reduce_sum(u_tr[:1]))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
u_g = u_of(x_grid)
du_g = tf.gradients(u_g, x_grid)[0]
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(150):
    sess.run(train)
print(sess.run(loss))
print(sess.run([u_g, du_g]))
