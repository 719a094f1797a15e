# Jagtap 2019 adaptive activation: tanh(n * a * z) with a trainable slope a, Helmholtz 1-D, float64
import numpy as np
import tensorflow as tf

np.random.seed(46)
tf.set_random_seed(46)
n_scale = 10.0
layers = [1, 20, 20, 1]
a = tf.Variable(0.1, dtype=tf.float64, name="slope")
Ws, bs = [], []
for i in range(len(layers) - 1):
    Ws.append(tf.Variable(np.random.randn(layers[i], layers[i + 1]) * np.sqrt(1.0 / layers[i])))
    bs.append(tf.Variable(np.zeros((1, layers[i + 1]))))
x = tf.placeholder(tf.float64, [None, 1])
H = x
for W, b in zip(Ws[:-1], bs[:-1]):
    H = tf.tanh(n_scale * a * (tf.matmul(H, W) + b))
u = tf.matmul(H, Ws[-1]) + bs[-1]
u_xx = tf.gradients(tf.gradients(u, x)[0], x)[0]
k = 4.0
f = u_xx + k ** 2 * u - tf.sin(k * x)
xb = tf.constant([[0.0], [1.0]], tf.float64)
loss = tf.reduce_mean(tf.square(f))
train = tf.train.AdamOptimizer(0.002).minimize(loss)
xs = np.linspace(0, 1, 30)[:, None]
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for it in range(200):
    sess.run(train, {x: xs})
    if it % 50 == 0:
        print(it, sess.run([loss, a], {x: xs}))
print(sess.run(u, {x: xs[::10]}).ravel())
