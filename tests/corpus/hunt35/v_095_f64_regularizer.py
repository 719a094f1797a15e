import numpy as np
import tensorflow as tf
tf.set_random_seed(95); np.random.seed(95)
X = np.random.randn(10, 3); Y = np.random.randn(10, 1)
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
reg = tf.contrib.layers.l2_regularizer(0.1)
h = tf.layers.dense(x, 4, activation=tf.nn.relu, kernel_regularizer=reg, name="h")
out = tf.layers.dense(h, 1, kernel_regularizer=reg, name="o")
mse = tf.reduce_mean(tf.square(out - y))
loss = mse + tf.losses.get_regularization_loss()
train = tf.train.MomentumOptimizer(0.1, 0.5).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        a, b, _ = sess.run([mse, loss, train], {x: X, y: Y})
        print(i, "%.14f %.14f" % (a, b))
