import numpy as np
import tensorflow as tf
tf.set_random_seed(3); np.random.seed(3)
X = np.random.randn(8, 10, 2)
Y = np.random.randn(8, 1)
x = tf.placeholder(tf.double, [None, 10, 2])
y = tf.placeholder(tf.double, [None, 1])
c = tf.layers.conv1d(x, filters=4, kernel_size=3, activation=tf.nn.relu)
f = tf.layers.flatten(c)
out = tf.layers.dense(f, 1)
loss = tf.losses.mean_squared_error(y, out)
opt = tf.train.MomentumOptimizer(0.2, momentum=0.9)
train_op = opt.minimize(loss)
with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    for i in range(20):
        l, _ = s.run([loss, train_op], {x: X, y: Y})
        print("step", i, l)
    print(out.dtype, c.shape)
    print(s.run(out, {x: X}))
