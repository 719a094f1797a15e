# Sobolev training (Czarnecki 2017): match both f(x) and df/dx of a target function
import numpy as np
import tensorflow as tf

tf.set_random_seed(2)
np.random.seed(2)


def target(x):
    return np.sin(3 * x) * x, 3 * np.cos(3 * x) * x + np.sin(3 * x)


x_ph = tf.placeholder(tf.float32, [None, 1], name="x")
y_ph = tf.placeholder(tf.float32, [None, 1], name="y")
dy_ph = tf.placeholder(tf.float32, [None, 1], name="dy")
h = tf.layers.dense(x_ph, 32, activation=tf.nn.softplus, name="h1")
h = tf.layers.dense(h, 32, activation=tf.nn.softplus, name="h2")
pred = tf.layers.dense(h, 1, name="out")
dpred = tf.gradients(pred, x_ph)[0]
value_loss = tf.losses.mean_squared_error(y_ph, pred)
deriv_loss = tf.losses.mean_squared_error(dy_ph, dpred)
total = value_loss + 0.5 * deriv_loss
step = tf.train.AdamOptimizer(0.01).minimize(total)

xs = np.random.uniform(-1, 1, (30, 1)).astype(np.float32)
ys, dys = target(xs)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(200):
        _, v, d = sess.run([step, value_loss, deriv_loss], {x_ph: xs, y_ph: ys, dy_ph: dys})
        if i % 50 == 0:
            print(i, v, d)
    grid = np.linspace(-1, 1, 5)[:, None].astype(np.float32)
    print(sess.run([pred, dpred], {x_ph: grid}))
