import numpy as np
import tensorflow as tf

np.random.seed(51)
tf.set_random_seed(51)


def batch_norm(x, n_out, phase_train, scope="bn", decay=0.9, eps=1e-5):
    with tf.variable_scope(scope):
        beta = tf.get_variable("beta", [n_out], initializer=tf.zeros_initializer())
        gamma = tf.get_variable("gamma", [n_out], initializer=tf.ones_initializer())
        pop_mean = tf.get_variable("pop_mean", [n_out], initializer=tf.zeros_initializer(), trainable=False)
        pop_var = tf.get_variable("pop_var", [n_out], initializer=tf.ones_initializer(), trainable=False)
        batch_mean, batch_var = tf.nn.moments(x, [0], name="moments")

        def train_branch():
            upd_m = tf.assign(pop_mean, pop_mean * decay + batch_mean * (1 - decay))
            upd_v = tf.assign(pop_var, pop_var * decay + batch_var * (1 - decay))
            with tf.control_dependencies([upd_m, upd_v]):
                return tf.identity(batch_mean), tf.identity(batch_var)

        mean, var = tf.cond(phase_train, train_branch, lambda: (pop_mean, pop_var))
        return tf.nn.batch_normalization(x, mean, var, beta, gamma, eps)


x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
phase = tf.placeholder(tf.bool, [])
h = tf.layers.dense(x, 6)
h = tf.nn.relu(batch_norm(h, 6, phase, "bn1"))
out = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = (np.random.randn(64, 3) * 4 + 2).astype(np.float32)
Y = (X[:, :1] - X[:, 2:]) / 4.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(25):
        _, l = sess.run([train, loss], {x: X, y: Y, phase: True})
        if i % 5 == 0:
            print(i, "%.5f" % l, "eval %.5f" % sess.run(loss, {x: X, y: Y, phase: False}))
    with tf.variable_scope("bn1", reuse=True):
        print("pop_mean", np.round(sess.run(tf.get_variable("pop_mean")), 4))
