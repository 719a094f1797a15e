# Sensitivity of an explicit-Euler integration (tf.while_loop) w.r.t. initial state and parameter
import numpy as np
import tensorflow as tf

k = tf.Variable(1.5, dtype=tf.float64, name="k")
y0 = tf.placeholder(tf.float64, [2])
dt = 0.05
n_steps = tf.constant(40)


def body(i, y):
    pos, vel = y[0], y[1]
    acc = -k * pos - 0.1 * vel
    return i + 1, tf.stack([pos + dt * vel, vel + dt * acc])


_, yT = tf.while_loop(lambda i, y: i < n_steps, body, [tf.constant(0), y0])
obj = tf.reduce_sum(tf.square(yT))
dobj_dy0 = tf.gradients(obj, y0)[0]
dobj_dk = tf.gradients(obj, k)[0]
train = tf.train.GradientDescentOptimizer(0.1).minimize(obj, var_list=[k])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    init = np.array([1.0, 0.0])
    print(sess.run(yT, {y0: init}))
    print(sess.run([dobj_dy0, dobj_dk], {y0: init}))
    for _ in range(20):
        sess.run(train, {y0: init})
    print(sess.run([k, obj], {y0: init}))
