# Residual-based adaptive weights: weights from stop_gradient(|residual|), Poisson 1-D
import numpy as np
import tensorflow as tf

np.random.seed(0)
tf.set_random_seed(0)

x = tf.placeholder(tf.float64, [None, 1])
W0 = tf.Variable(tf.random_normal([1, 12], dtype=tf.float64) * 0.5)
b0 = tf.Variable(tf.zeros([12], dtype=tf.float64))
W1 = tf.Variable(tf.random_normal([12, 1], dtype=tf.float64) * 0.5)
u = tf.matmul(tf.tanh(tf.matmul(x, W0) + b0), W1) * x * (1 - x)  # hard BC
u_x = tf.gradients(u, x)[0]
u_xx = tf.gradients(u_x, x)[0]
res = u_xx + 1.0
w = tf.stop_gradient(tf.abs(res) / tf.reduce_max(tf.abs(res)))
loss = tf.reduce_mean(w * tf.square(res))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
xs = np.linspace(0, 1, 25)[:, None]
for i in range(200):
    _, lv = sess.run([train, loss], {x: xs})
    if i % 50 == 0:
        print(i, lv)
pred = sess.run(u, {x: xs})
exact = 0.5 * xs * (1 - xs)
print(np.max(np.abs(pred - exact)))
print(pred[::6, 0])
