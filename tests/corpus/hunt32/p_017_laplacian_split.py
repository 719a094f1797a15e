# 2-D Poisson: u_xx + u_yy from a single X placeholder split with tf.split
import numpy as np
import tensorflow as tf

tf.set_random_seed(21)
np.random.seed(21)

X = tf.placeholder(tf.float32, [None, 2])
xc, yc = tf.split(X, 2, axis=1)
inp = tf.concat([xc, yc], axis=1)
hidden = [20, 20]
h = inp
for i, n in enumerate(hidden):
    h = tf.layers.dense(h, n, activation=tf.tanh, kernel_initializer=tf.glorot_normal_initializer(), name="d%d" % i)
u = tf.layers.dense(h, 1, name="u")
u_x = tf.gradients(u, xc)[0]
u_y = tf.gradients(u, yc)[0]
lap = tf.gradients(u_x, xc)[0] + tf.gradients(u_y, yc)[0]
src = -2.0 * np.pi ** 2 * tf.sin(np.pi * xc) * tf.sin(np.pi * yc)
loss = tf.reduce_mean(tf.square(lap - src))
opt = tf.train.AdamOptimizer(learning_rate=0.002)
train = opt.minimize(loss)
pts = np.random.rand(64, 2).astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(150):
    sess.run(train, {X: pts})
    if i % 50 == 0:
        print("iter %d loss %.5f" % (i, sess.run(loss, {X: pts})))
print(sess.run(lap, {X: pts[:4]}).ravel())
