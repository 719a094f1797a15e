# 1-D heat equation u_t = alpha u_xx, module-level TF1 code, float64 PINN
import numpy as np
import tensorflow as tf

np.random.seed(0)
tf.set_random_seed(0)

alpha = 0.1
layers = [2, 16, 16, 1]

x_tf = tf.placeholder(tf.float64, shape=[None, 1])
t_tf = tf.placeholder(tf.float64, shape=[None, 1])
x0_tf = tf.placeholder(tf.float64, shape=[None, 1])
u0_tf = tf.placeholder(tf.float64, shape=[None, 1])

weights = []
biases = []
for l in range(len(layers) - 1):
    std = np.sqrt(2.0 / (layers[l] + layers[l + 1]))
    W = tf.Variable(tf.truncated_normal([layers[l], layers[l + 1]], stddev=std, dtype=tf.float64), dtype=tf.float64)
    b = tf.Variable(tf.zeros([1, layers[l + 1]], dtype=tf.float64), dtype=tf.float64)
    weights.append(W)
    biases.append(b)


def net(x, t):
    H = tf.concat([x, t], 1)
    for W, b in zip(weights[:-1], biases[:-1]):
        H = tf.tanh(tf.matmul(H, W) + b)
    return tf.matmul(H, weights[-1]) + biases[-1]


u = net(x_tf, t_tf)
u_t = tf.gradients(u, t_tf)[0]
u_x = tf.gradients(u, x_tf)[0]
u_xx = tf.gradients(u_x, x_tf)[0]
f = u_t - alpha * u_xx
u0_pred = net(x0_tf, tf.zeros_like(x0_tf))
loss = tf.reduce_mean(tf.square(f)) + tf.reduce_mean(tf.square(u0_pred - u0_tf))

train_op = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

xf = np.random.rand(40, 1)
tf_ = np.random.rand(40, 1)
x0 = np.linspace(0, 1, 15)[:, None]
u0 = np.sin(np.pi * x0)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
feed = {x_tf: xf, t_tf: tf_, x0_tf: x0, u0_tf: u0}
for it in range(300):
    _, l = sess.run([train_op, loss], feed_dict=feed)
    if it % 100 == 0:
        print(it, l)
print("final loss", sess.run(loss, feed))
xg = np.linspace(0, 1, 5)[:, None]
print(sess.run(u, {x_tf: xg, t_tf: 0.5 * np.ones_like(xg)}))
print(sess.run(u_xx, {x_tf: xg, t_tf: 0.5 * np.ones_like(xg)}))
