import numpy as np
import tensorflow as tf
tf.set_random_seed(32); np.random.seed(32)
X = np.random.randn(8, 10, 2)
Y = np.random.randn(8, 1)
x = tf.placeholder(tf.double, [None, 10, 2])
y = tf.placeholder(tf.double, [None, 1])
c = tf.layers.conv1d(x, filters=4, kernel_size=3, strides=2, activation=tf.nn.relu)
f = tf.layers.flatten(c)
out = tf.layers.dense(f, 1)
loss = tf.losses.mean_squared_error(y, out)
train_op = tf.train.MomentumOptimizer(0.2, momentum=0.9).minimize(loss)
with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    for i in range(20):
        l, _ = s.run([loss, train_op], {x: X, y: Y})
        print("step", i, "%.14f" % l)
    print(s.run(out, {x: X}))
