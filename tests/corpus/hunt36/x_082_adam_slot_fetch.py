import numpy as np
import tensorflow as tf

tf.set_random_seed(82)
np.random.seed(82)
X = np.random.randn(30, 2).astype(np.float32)
Y = X @ np.array([[1.0], [2.0]], np.float32)
x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.Variable(tf.zeros([2, 1]), name="W")
loss = tf.reduce_mean(tf.square(tf.matmul(x, W) - y))
adam = tf.train.AdamOptimizer(0.1)
train = adam.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        sess.run(train, {x: X, y: Y})
    print("slot names:", adam.get_slot_names())
    m = sess.run(adam.get_slot(W, "m"))
    v = sess.run(adam.get_slot(W, "v"))
    print("m", m.ravel(), "v", v.ravel())
    print("W", sess.run(W).ravel())
