import numpy as np
import tensorflow as tf

tf.set_random_seed(4)
np.random.seed(4)

X = np.random.randn(128, 3).astype(np.float32)
Y = np.sin(X.sum(axis=1, keepdims=True)).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
global_step = tf.train.get_or_create_global_step()
boundaries = [10, 20]
values = [0.1, 0.01, 0.001]
learning_rate = tf.train.piecewise_constant(global_step, boundaries, values)

h = tf.layers.dense(x, 16, tf.nn.relu)
out = tf.layers.dense(h, 1)
loss = tf.losses.mean_squared_error(y, out)
optimizer = tf.train.GradientDescentOptimizer(learning_rate)
train_op = optimizer.minimize(loss, global_step=global_step)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        _, l, lr_v, gs = sess.run([train_op, loss, learning_rate, global_step],
                                  feed_dict={x: X, y: Y})
        print(i, gs, "%.4f" % lr_v, "%.6f" % l)
