"""Custom loss written with tf.keras.backend functions."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K


def huberish(y_true, y_pred):
    err = y_true - y_pred
    return K.mean(K.sqrt(1.0 + K.square(err)) - 1.0, axis=-1)


tf.set_random_seed(9)
np.random.seed(9)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 2])
net = tf.keras.layers.Dense(2, kernel_initializer=tf.keras.initializers.RandomNormal(stddev=0.1, seed=4))
p = net(x)
loss = K.mean(huberish(y, p))
l2 = K.sum(K.square(net.kernel))
train = tf.train.AdamOptimizer(0.05).minimize(loss + 1e-3 * l2)

X = np.random.randn(30, 3).astype(np.float32)
Y = np.stack([X[:, 0] - X[:, 1], 3 * X[:, 2]], 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        l, _ = sess.run([loss, train], {x: X, y: Y})
    print("loss", l)
    print("kernel", sess.run(net.kernel))
    print("maxabs", sess.run(K.max(K.abs(p)), {x: X}))
