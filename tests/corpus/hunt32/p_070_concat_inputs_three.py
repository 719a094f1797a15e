# 2-D time-dependent advection-diffusion with tf.concat([x, y, t], 1), float64, sin activation
import numpy as np
import tensorflow as tf

np.random.seed(70)
tf.set_random_seed(70)
layers = [3, 16, 16, 1]
x = tf.placeholder(tf.float64, [None, 1])
y = tf.placeholder(tf.float64, [None, 1])
t = tf.placeholder(tf.float64, [None, 1])


def xavier(shape):
    return tf.Variable(tf.truncated_normal(shape, stddev=np.sqrt(2.0 / sum(shape)), dtype=tf.float64))


W0 = xavier([3, 16]); b0 = tf.Variable(tf.zeros([1, 16], tf.float64))
W1 = xavier([16, 16]); b1 = tf.Variable(tf.zeros([1, 16], tf.float64))
W2 = xavier([16, 1]); b2 = tf.Variable(tf.zeros([1, 1], tf.float64))
H = tf.concat([x, y, t], 1)
H = tf.sin(tf.matmul(H, W0) + b0)
H = tf.sin(tf.matmul(H, W1) + b1)
c = tf.matmul(H, W2) + b2
c_t, c_x, c_y = tf.gradients(c, [t, x, y])
c_xx = tf.gradients(c_x, x)[0]
c_yy = tf.gradients(c_y, y)[0]
res = c_t + 1.0 * c_x + 0.5 * c_y - 0.01 * (c_xx + c_yy)
loss = tf.reduce_mean(res ** 2) + tf.reduce_mean((c * tf.cast(t <= 0.0, tf.float64) - tf.exp(-10 * (x ** 2 + y ** 2)) * tf.cast(t <= 0.0, tf.float64)) ** 2)
train = tf.train.AdamOptimizer(0.003).minimize(loss)
n = 60
xs, ys = np.random.uniform(-1, 1, (n, 1)), np.random.uniform(-1, 1, (n, 1))
ts = np.where(np.arange(n)[:, None] < 20, 0.0, np.random.rand(n, 1))
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(150):
    sess.run(train, {x: xs, y: ys, t: ts})
    if i % 50 == 0:
        print(i, sess.run(loss, {x: xs, y: ys, t: ts}))
print(sess.run(c, {x: xs[:3], y: ys[:3], t: ts[:3]}).ravel())
