# PINN with Adam then L-BFGS-B through tf.contrib.opt.ScipyOptimizerInterface (Raissi's setup)
import numpy as np
import tensorflow as tf

np.random.seed(1234)
tf.set_random_seed(1234)

x_tf = tf.placeholder(tf.float32, shape=[None, 1])
u_tf = tf.placeholder(tf.float32, shape=[None, 1])
W1 = tf.Variable(tf.truncated_normal([1, 10], stddev=0.5))
b1 = tf.Variable(tf.zeros([1, 10]))
W2 = tf.Variable(tf.truncated_normal([10, 1], stddev=0.5))
b2 = tf.Variable(tf.zeros([1, 1]))
u = tf.matmul(tf.tanh(tf.matmul(x_tf, W1) + b1), W2) + b2
u_x = tf.gradients(u, x_tf)[0]
u_xx = tf.gradients(u_x, x_tf)[0]
f = u_xx + np.pi ** 2 * tf.sin(np.pi * x_tf)
loss = tf.reduce_mean(tf.square(f)) + tf.reduce_mean(tf.square(u - u_tf))

optimizer = tf.contrib.opt.ScipyOptimizerInterface(loss, method='L-BFGS-B',
                                                   options={'maxiter': 50, 'maxfun': 50,
                                                            'maxcor': 50, 'maxls': 50,
                                                            'ftol': 1.0 * np.finfo(float).eps})
adam = tf.train.AdamOptimizer().minimize(loss)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
xs = np.linspace(-1, 1, 21)[:, None].astype(np.float32)
us = np.sin(np.pi * xs)
fd = {x_tf: xs, u_tf: us}
for it in range(100):
    sess.run(adam, fd)
print("adam loss", sess.run(loss, fd))


def callback(loss):
    pass


optimizer.minimize(sess, feed_dict=fd, fetches=[loss], loss_callback=callback)
print("lbfgs loss", sess.run(loss, fd))
