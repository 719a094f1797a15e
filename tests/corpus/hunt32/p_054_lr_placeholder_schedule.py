# Learning rate fed through a placeholder (manual schedule), Adam then plain SGD, heat PINN
import numpy as np
import tensorflow as tf

np.random.seed(54)
tf.set_random_seed(54)
lr = tf.placeholder(tf.float32, [], name="lr")
x = tf.placeholder(tf.float32, [None, 1])
t = tf.placeholder(tf.float32, [None, 1])
W1 = tf.Variable(tf.truncated_normal([2, 16], stddev=0.5))
b1 = tf.Variable(tf.zeros([16]))
W2 = tf.Variable(tf.truncated_normal([16, 1], stddev=0.5))
u = tf.matmul(tf.tanh(tf.matmul(tf.concat([x, t], 1), W1) + b1), W2)
u_t = tf.gradients(u, t)[0]
u_xx = tf.gradients(tf.gradients(u, x)[0], x)[0]
loss = tf.reduce_mean(tf.square(u_t - u_xx)) + tf.reduce_mean(tf.square(u * tf.cast(t < 0.05, tf.float32) - tf.sin(np.pi * x) * tf.cast(t < 0.05, tf.float32)))
adam = tf.train.AdamOptimizer(lr).minimize(loss)
sgd = tf.train.GradientDescentOptimizer(lr).minimize(loss)
xs = np.random.rand(50, 1).astype(np.float32)
ts = np.random.rand(50, 1).astype(np.float32) * 0.5
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(150):
    rate = 0.01 if i < 100 else 0.001
    sess.run(adam, {x: xs, t: ts, lr: rate})
for i in range(30):
    sess.run(sgd, {x: xs, t: ts, lr: 0.01})
print(sess.run(loss, {x: xs, t: ts}))
print(sess.run(u, {x: xs[:3], t: ts[:3]}).ravel())
