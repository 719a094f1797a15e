import numpy as np
import tensorflow as tf

tf.set_random_seed(19)
np.random.seed(19)

X1 = np.random.randn(4, 8, 3).astype(np.float32)
X2 = np.random.randn(4, 8, 3).astype(np.float32)

x1 = tf.placeholder(tf.float32, [None, 8, 3])
x2 = tf.placeholder(tf.float32, [None, 8, 3])

with tf.variable_scope("shared", reuse=tf.AUTO_REUSE):
    h1 = tf.layers.conv1d(x1, 4, 2, name="c")
with tf.variable_scope("shared", reuse=tf.AUTO_REUSE):
    h2 = tf.layers.conv1d(x2, 4, 2, name="c")
loss = tf.reduce_mean(tf.square(h1 - h2))
opt = tf.train.AdadeltaOptimizer(1.0)
train = opt.minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(len(tf.trainable_variables()))
    for i in range(6):
        print(sess.run([loss, train], {x1: X1, x2: X2})[0])
