# Time-marching PINN: train on window 1, then warm-start window 2 with initial data from window 1
import numpy as np
import tensorflow as tf

np.random.seed(64)
tf.set_random_seed(64)
x = tf.placeholder(tf.float32, [None, 1])
t = tf.placeholder(tf.float32, [None, 1])
x_ic = tf.placeholder(tf.float32, [None, 1])
t_ic = tf.placeholder(tf.float32, [None, 1])
u_ic = tf.placeholder(tf.float32, [None, 1])
W1 = tf.Variable(tf.truncated_normal([2, 20], stddev=0.4))
b1 = tf.Variable(tf.zeros([20]))
W2 = tf.Variable(tf.truncated_normal([20, 1], stddev=0.4))
b2 = tf.Variable(tf.zeros([1]))


def net(a, b):
    return tf.matmul(tf.tanh(tf.matmul(tf.concat([a, b], 1), W1) + b1), W2) + b2


u = net(x, t)
u_t = tf.gradients(u, t)[0]
u_xx = tf.gradients(tf.gradients(u, x)[0], x)[0]
loss = tf.reduce_mean(tf.square(u_t - 0.1 * u_xx)) + tf.reduce_mean(tf.square(net(x_ic, t_ic) - u_ic))
train = tf.train.AdamOptimizer(0.005).minimize(loss)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
xg = np.linspace(0, 1, 15)[:, None].astype(np.float32)
ic = np.sin(np.pi * xg)
for window, (t0, t1) in enumerate([(0.0, 0.5), (0.5, 1.0)]):
    xs = np.random.rand(40, 1).astype(np.float32)
    ts = (t0 + (t1 - t0) * np.random.rand(40, 1)).astype(np.float32)
    fd = {x: xs, t: ts, x_ic: xg, t_ic: np.full_like(xg, t0), u_ic: ic}
    for i in range(100):
        sess.run(train, fd)
    print(window, sess.run(loss, fd))
    ic = sess.run(u, {x: xg, t: np.full_like(xg, t1)})
print(ic[::4].ravel())
