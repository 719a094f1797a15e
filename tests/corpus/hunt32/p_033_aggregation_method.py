# tf.gradients with aggregation_method / gate_gradients / colocate flags on an Allen-Cahn residual
import numpy as np
import tensorflow as tf

np.random.seed(33)
tf.set_random_seed(33)

x = tf.placeholder(tf.float32, [None, 1])
t = tf.placeholder(tf.float32, [None, 1])
W1 = tf.Variable(tf.truncated_normal([2, 16], stddev=0.5))
b1 = tf.Variable(tf.zeros([16]))
W2 = tf.Variable(tf.truncated_normal([16, 1], stddev=0.5))
u = tf.matmul(tf.tanh(tf.matmul(tf.concat([x, t], 1), W1) + b1), W2)
u_t = tf.gradients(u, t, aggregation_method=tf.AggregationMethod.EXPERIMENTAL_ACCUMULATE_N)[0]
u_x = tf.gradients(u, x, gate_gradients=True)[0]
u_xx = tf.gradients(u_x, x, colocate_gradients_with_ops=True)[0]
f = u_t - 0.0001 * u_xx + 5.0 * tf.pow(u, 3) - 5.0 * u
loss = tf.reduce_mean(tf.square(f))
opt = tf.train.AdamOptimizer(0.001)
train = opt.minimize(loss, colocate_gradients_with_ops=True)
xs = np.random.uniform(-1, 1, (40, 1)).astype(np.float32)
ts = np.random.uniform(0, 1, (40, 1)).astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(120):
    _, l = sess.run([train, loss], {x: xs, t: ts})
    if i % 40 == 0:
        print(i, l)
print(sess.run(f, {x: xs[:4], t: ts[:4]}).ravel())
