import numpy as np
import tensorflow as tf

tf.set_random_seed(49)
np.random.seed(49)

X = (np.random.randn(128, 4) * np.array([1.0, 10.0, 0.1, 5.0]) + 3.0).astype(np.float32)
Y = (X[:, 0] + 0.1 * X[:, 1] > 3.5).astype(np.float32).reshape(-1, 1)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
phase_train = tf.placeholder(tf.bool)
beta = tf.Variable(tf.zeros([4]), name="beta")
gamma = tf.Variable(tf.ones([4]), name="gamma")
batch_mean, batch_var = tf.nn.moments(x, [0], name="moments")
ema = tf.train.ExponentialMovingAverage(decay=0.5)

def mean_var_with_update():
    ema_apply_op = ema.apply([batch_mean, batch_var])
    with tf.control_dependencies([ema_apply_op]):
        return tf.identity(batch_mean), tf.identity(batch_var)

mean, var = tf.cond(phase_train, mean_var_with_update,
                    lambda: (ema.average(batch_mean), ema.average(batch_var)))
normed = tf.nn.batch_normalization(x, mean, var, beta, gamma, 1e-3)
w = tf.Variable(tf.zeros([4, 1]))
logit = tf.matmul(normed, w)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(40):
        idx = np.arange(i * 16, i * 16 + 32) % 128
        _, l = sess.run([train, loss], {x: X[idx], y: Y[idx], phase_train: True})
        if i % 10 == 0:
            print("iter", i, "loss", l)
    print("eval loss", sess.run(loss, {x: X, y: Y, phase_train: False}))
    print("w", sess.run(w).ravel())
