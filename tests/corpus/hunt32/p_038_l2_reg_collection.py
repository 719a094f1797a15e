# PINN with kernel_regularizer and tf.losses.get_regularization_loss, heat equation
import numpy as np
import tensorflow as tf

np.random.seed(38)
tf.set_random_seed(38)

x = tf.placeholder(tf.float32, [None, 1], name="x")
t = tf.placeholder(tf.float32, [None, 1], name="t")
reg = tf.contrib.layers.l2_regularizer(1e-4)
h = tf.layers.dense(tf.concat([x, t], 1), 20, activation=tf.tanh, kernel_regularizer=reg, name="l1")
h = tf.layers.dense(h, 20, activation=tf.tanh, kernel_regularizer=reg, name="l2")
u = tf.layers.dense(h, 1, kernel_regularizer=reg, name="l3")
u_t = tf.gradients(u, t)[0]
u_x = tf.gradients(u, x)[0]
u_xx = tf.gradients(u_x, x)[0]
pde_loss = tf.reduce_mean(tf.square(u_t - u_xx))
reg_loss = tf.losses.get_regularization_loss()
loss = pde_loss + reg_loss
train = tf.train.AdamOptimizer(0.003).minimize(loss)
xs = np.random.rand(50, 1).astype(np.float32)
ts = np.random.rand(50, 1).astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(150):
    _, a, b = sess.run([train, pde_loss, reg_loss], {x: xs, t: ts})
    if i % 50 == 0:
        print(i, a, b)
print(sess.run(u, {x: xs[:3], t: ts[:3]}).ravel())
