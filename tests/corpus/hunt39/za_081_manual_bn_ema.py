import numpy as np
import tensorflow as tf

tf.set_random_seed(81)
np.random.seed(81)

X = (np.random.randn(12, 4) * 3 + 2).astype(np.float32)
Y = np.random.randn(12, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
phase_train = tf.placeholder(tf.bool, name="phase_train")
beta = tf.Variable(tf.constant(0.0, shape=[4]), name="beta")
gamma = tf.Variable(tf.constant(1.0, shape=[4]), name="gamma")
batch_mean, batch_var = tf.nn.moments(x, [0], name="moments")
ema = tf.train.ExponentialMovingAverage(decay=0.5)

def mean_var_with_update():
    ema_apply_op = ema.apply([batch_mean, batch_var])
    with tf.control_dependencies([ema_apply_op]):
        return tf.identity(batch_mean), tf.identity(batch_var)

mean, var = tf.cond(phase_train, mean_var_with_update,
                    lambda: (ema.average(batch_mean), ema.average(batch_var)))
normed = tf.nn.batch_normalization(x, mean, var, beta, gamma, 1e-3)
W = tf.Variable(tf.truncated_normal([4, 1], stddev=0.1, seed=1))
pred = tf.matmul(normed, W)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        l, _ = sess.run([loss, train], {x: X, y: Y, phase_train: True})
        print("train", round(float(l), 5))
    print("eval", round(float(sess.run(loss, {x: X, y: Y, phase_train: False})), 5))
