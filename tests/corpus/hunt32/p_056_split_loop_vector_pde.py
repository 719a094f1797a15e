# Linear elasticity-like vector field: tf.split the 2 outputs, loop of tf.gradients per component
import numpy as np
import tensorflow as tf

tf.set_random_seed(56)
np.random.seed(56)
xy = tf.placeholder(tf.float32, [None, 2])
W1 = tf.Variable(tf.truncated_normal([2, 20], stddev=0.5))
b1 = tf.Variable(tf.zeros([20]))
W2 = tf.Variable(tf.truncated_normal([20, 2], stddev=0.5))
disp = tf.matmul(tf.tanh(tf.matmul(xy, W1) + b1), W2)
comps = tf.split(disp, 2, axis=1)
grads = []
for c in comps:
    grads.append(tf.gradients(c, xy)[0])
eps_xx = grads[0][:, 0]
eps_yy = grads[1][:, 1]
eps_xy = 0.5 * (grads[0][:, 1] + grads[1][:, 0])
energy = tf.reduce_mean(eps_xx ** 2 + eps_yy ** 2 + 2 * eps_xy ** 2 + 0.3 * (eps_xx + eps_yy) ** 2)
bc = tf.reduce_mean(tf.square(disp - tf.stack([0.1 * xy[:, 0], tf.zeros_like(xy[:, 0])], 1)))
loss = energy + 10.0 * bc
train = tf.train.AdamOptimizer(0.005).minimize(loss)
pts = np.random.rand(64, 2).astype(np.float32)
with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    for i in range(120):
        s.run(train, {xy: pts})
    print(s.run([energy, bc], {xy: pts}))
    print(s.run(eps_xy, {xy: pts[:4]}))
