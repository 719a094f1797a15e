# Lipschitz regularisation of a regression net: penalty on ||d out / d x|| at perturbed points (numpy noise)
import numpy as np
import tensorflow as tf

rng = np.random.RandomState(67)
tf.set_random_seed(67)
x = tf.placeholder(tf.float32, [None, 2])
x_pert = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])


def f(inp, reuse):
    with tf.variable_scope("reg", reuse=reuse):
        h = tf.layers.dense(inp, 16, tf.nn.elu, name="a")
        return tf.layers.dense(h, 1, name="b")


pred = f(x, False)
pp = f(x_pert, True)
gnorm = tf.norm(tf.gradients(pp, x_pert)[0], axis=1)
loss = tf.reduce_mean(tf.square(pred - y)) + 0.1 * tf.reduce_mean(tf.nn.relu(gnorm - 1.0) ** 2)
train = tf.train.AdamOptimizer(0.01).minimize(loss)
xs = rng.randn(32, 2).astype(np.float32)
ys = (3 * xs[:, :1] - xs[:, 1:]).astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(100):
    xp = xs + 0.1 * rng.randn(32, 2).astype(np.float32)
    _, l = sess.run([train, loss], {x: xs, y: ys, x_pert: xp})
print(l)
print(sess.run(gnorm, {x_pert: xs[:4]}))
