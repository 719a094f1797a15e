"""Learning rate held in a K.variable and lowered with K.set_value between epochs."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

tf.set_random_seed(100)
np.random.seed(100)
lr = K.variable(0.2, name="lr")
x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(tf.zeros([2, 1]))
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - y))
train_op = tf.train.GradientDescentOptimizer(lr).minimize(loss)
X = np.random.randn(10, 2).astype(np.float32)
Y = X[:, :1] - 2 * X[:, 1:]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(3):
        for i in range(3):
            l, _ = sess.run([loss, train_op], {x: X, y: Y})
        K.set_value(lr, K.get_value(lr) * 0.5)
        print("epoch", epoch, "loss", l, "lr", K.get_value(lr))
