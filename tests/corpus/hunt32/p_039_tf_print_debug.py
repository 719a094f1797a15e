# PINN debugging with tf.Print on the residual, float64
import numpy as np
import tensorflow as tf

np.random.seed(39)
tf.set_random_seed(39)
x = tf.placeholder(tf.float64, [None, 1])
W1 = tf.Variable(tf.random_normal([1, 8], dtype=tf.float64))
b1 = tf.Variable(tf.zeros([8], dtype=tf.float64))
W2 = tf.Variable(tf.random_normal([8, 1], dtype=tf.float64) * 0.1)
u = tf.matmul(tf.tanh(tf.matmul(x, W1) + b1), W2)
u_x = tf.gradients(u, x)[0]
res = u_x - tf.cos(x)
res = tf.Print(res, [tf.reduce_max(tf.abs(res))], message="max residual: ")
loss = tf.reduce_mean(tf.square(res)) + tf.square(tf.reduce_sum(u[:1]))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
xs = np.linspace(0, 2, 15)[:, None]
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(100):
    _, l = sess.run([train, loss], {x: xs})
print(l)
print(sess.run(u, {x: xs[::4]}).ravel())
