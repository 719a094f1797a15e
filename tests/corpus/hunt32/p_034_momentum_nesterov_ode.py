# Lagaris-style ODE solver (trial solution) trained with Nesterov momentum
import numpy as np
import tensorflow as tf

tf.set_random_seed(34)
np.random.seed(34)
x = tf.placeholder(tf.float64, [None, 1])
params = {}
params["W1"] = tf.get_variable("W1", shape=[1, 10], dtype=tf.float64,
                               initializer=tf.random_normal_initializer(stddev=1.0, seed=1))
params["b1"] = tf.get_variable("b1", shape=[10], dtype=tf.float64, initializer=tf.zeros_initializer())
params["W2"] = tf.get_variable("W2", shape=[10, 1], dtype=tf.float64,
                               initializer=tf.random_normal_initializer(stddev=0.1, seed=2))
N = tf.matmul(tf.sigmoid(tf.matmul(x, params["W1"]) + params["b1"]), params["W2"])
psi = 1.0 + x * N
dpsi = tf.gradients(psi, x)[0]
# dpsi/dx + (x + (1+3x^2)/(1+x+x^3)) psi = x^3 + 2x + x^2 (1+3x^2)/(1+x+x^3)
A = x + (1.0 + 3.0 * x ** 2) / (1.0 + x + x ** 3)
B = x ** 3 + 2.0 * x + x ** 2 * (1.0 + 3.0 * x ** 2) / (1.0 + x + x ** 3)
loss = tf.reduce_sum(tf.square(dpsi + A * psi - B))
train = tf.train.MomentumOptimizer(1e-3, 0.9, use_nesterov=True).minimize(loss)
xs = np.linspace(0, 1, 10)[:, None]
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(300):
    sess.run(train, {x: xs})
    if i % 100 == 0:
        print(i, sess.run(loss, {x: xs}))
print(sess.run(psi, {x: xs}).ravel())
