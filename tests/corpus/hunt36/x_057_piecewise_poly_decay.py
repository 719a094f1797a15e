import numpy as np
import tensorflow as tf

tf.set_random_seed(57)
np.random.seed(57)

X = np.random.randn(80, 2).astype(np.float32)
Y = (np.sin(X[:, :1]) + X[:, 1:] ** 2).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 20, tf.nn.sigmoid, kernel_initializer=tf.glorot_uniform_initializer(seed=1))
out = tf.layers.dense(h, 1, kernel_initializer=tf.glorot_uniform_initializer(seed=2))
loss = tf.reduce_mean(tf.abs(out - y))

global_step = tf.train.get_or_create_global_step()
boundaries, values = [30, 60], [0.1, 0.05, 0.01]
lr_pw = tf.train.piecewise_constant(global_step, boundaries, values)
lr_poly = tf.train.polynomial_decay(0.1, global_step, 90, end_learning_rate=0.001, power=2.0)
lr = tf.minimum(lr_pw, lr_poly)
train = tf.train.AdamOptimizer(lr).minimize(loss, global_step=global_step)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(90):
        _, l, step, a, b = sess.run([train, loss, global_step, lr_pw, lr_poly], {x: X, y: Y})
        if i % 15 == 0:
            print("step %d piecewise %.4f poly %.5f loss %.5f" % (step, a, b, l))
    print("final L1 loss", sess.run(loss, {x: X, y: Y}))
