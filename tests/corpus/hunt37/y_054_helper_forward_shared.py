import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import Dense

tf.set_random_seed(54)
np.random.seed(54)
XT = np.random.randn(16, 4).astype(np.float32)
YT = np.random.randn(16, 1).astype(np.float32)
XV = np.random.randn(5, 4).astype(np.float32)

l1 = Dense(8, activation="relu")
l2 = Dense(1)

def forward(inp):
    return l2(l1(inp))

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
xv = tf.placeholder(tf.float32, [None, 4])
train_pred = forward(x)
val_pred = forward(xv)
loss = tf.reduce_mean(tf.square(train_pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: XT, y: YT})
        print(i, l)
    print(sess.run(val_pred, {xv: XV})[:, 0])
