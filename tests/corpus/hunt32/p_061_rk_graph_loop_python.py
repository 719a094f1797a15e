# Classic RK4 rollout of a learned vector field: Python loop building graph ops, sensitivity dX/dx0
import numpy as np
import tensorflow as tf

np.random.seed(61)
tf.set_random_seed(61)
x0 = tf.placeholder(tf.float64, [None, 2])
W = tf.Variable(np.array([[0.0, -1.0], [1.0, -0.1]]), name="A")


def vf(x):
    return tf.matmul(x, W)


h = 0.1
x = x0
for step in range(10):
    k1 = vf(x)
    k2 = vf(x + h / 2 * k1)
    k3 = vf(x + h / 2 * k2)
    k4 = vf(x + h * k3)
    x = x + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
xT = x
sens = [tf.gradients(xT[:, i], x0)[0] for i in range(2)]
dA = tf.gradients(tf.reduce_sum(xT ** 2), W)[0]
sess = tf.Session()
sess.run(tf.global_variables_initializer())
init = np.array([[1.0, 0.0], [0.0, 2.0]])
print(sess.run(xT, {x0: init}))
print(sess.run(sens, {x0: init}))
print(sess.run(dA, {x0: init}))
