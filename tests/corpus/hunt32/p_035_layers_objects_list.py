# Network of tf.layers.Dense objects kept in a list (built once, applied to several inputs)
import numpy as np
import tensorflow as tf

tf.set_random_seed(35)
np.random.seed(35)


class PINN(object):
    def __init__(self, widths):
        self.dense_layers = [tf.layers.Dense(w, activation=tf.tanh, name="hidden%d" % i)
                             for i, w in enumerate(widths)]
        self.out_layer = tf.layers.Dense(1, name="out")

    def __call__(self, x, t):
        h = tf.concat([x, t], axis=1)
        for layer in self.dense_layers:
            h = layer(h)
        return self.out_layer(h)


net = PINN([12, 12])
x = tf.placeholder(tf.float32, [None, 1])
t = tf.placeholder(tf.float32, [None, 1])
u = net(x, t)
u_ic = net(x, tf.zeros_like(x))
u_t = tf.gradients(u, t)[0]
u_xx = tf.gradients(tf.gradients(u, x)[0], x)[0]
loss = tf.reduce_mean(tf.square(u_t - 0.2 * u_xx)) + tf.reduce_mean(tf.square(u_ic - tf.exp(-x ** 2)))
train = tf.train.AdamOptimizer(0.005).minimize(loss)
xs = np.random.uniform(-2, 2, (40, 1)).astype(np.float32)
ts = np.random.uniform(0, 1, (40, 1)).astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(150):
    sess.run(train, {x: xs, t: ts})
print(sess.run(loss, {x: xs, t: ts}))
print(len(tf.trainable_variables()))
print(sess.run(u, {x: xs[:3], t: ts[:3]}).ravel())
