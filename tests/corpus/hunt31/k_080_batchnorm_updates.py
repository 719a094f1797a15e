"""Keras BatchNormalization with a training placeholder and its update ops."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(80)
np.random.seed(80)
x = tf.placeholder(tf.float32, [None, 3])
is_training = tf.placeholder(tf.bool, [])
bn = tf.keras.layers.BatchNormalization(momentum=0.9)
h = bn(x, training=is_training)
loss = tf.reduce_mean(tf.square(h))
with tf.control_dependencies(bn.updates):
    train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(8, 3).astype(np.float32) * 2 + 1
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        sess.run(train_op, {x: X, is_training: True})
    print("mm", sess.run(bn.moving_mean))
    print("eval", sess.run(h, {x: X[:2], is_training: False}))
