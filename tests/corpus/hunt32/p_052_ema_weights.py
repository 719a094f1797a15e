# PINN with tf.train.ExponentialMovingAverage of the weights, evaluated with the shadow variables
import numpy as np
import tensorflow as tf

np.random.seed(52)
tf.set_random_seed(52)
x = tf.placeholder(tf.float32, [None, 1])
W1 = tf.Variable(tf.truncated_normal([1, 12], stddev=0.5), name="W1")
b1 = tf.Variable(tf.zeros([12]), name="b1")
W2 = tf.Variable(tf.truncated_normal([12, 1], stddev=0.5), name="W2")
u = tf.matmul(tf.tanh(tf.matmul(x, W1) + b1), W2)
u_x = tf.gradients(u, x)[0]
loss = tf.reduce_mean(tf.square(u_x - 2.0 * x)) + tf.square(tf.reduce_sum(u[:1]))
opt = tf.train.AdamOptimizer(0.01).minimize(loss)
ema = tf.train.ExponentialMovingAverage(decay=0.9)
with tf.control_dependencies([opt]):
    train = ema.apply([W1, b1, W2])
u_ema = tf.matmul(tf.tanh(tf.matmul(x, ema.average(W1)) + ema.average(b1)), ema.average(W2))
xs = np.linspace(0, 1, 11)[:, None].astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(100):
    sess.run(train, {x: xs})
print(sess.run(loss, {x: xs}))
print(sess.run(u_ema, {x: xs[::5]}).ravel())
