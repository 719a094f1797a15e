import numpy as np
import tensorflow as tf

tf.set_random_seed(49)
np.random.seed(49)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])

wide = tf.keras.layers.Dense(1, name="wide")
wide_out = wide(x)
deep = tf.layers.dense(x, 4, activation=tf.nn.relu, name="deep1")
deep_out = tf.layers.dense(deep, 1, name="deep2")
pred = wide_out + deep_out
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.randn(25, 6).astype(np.float32)
Y = X[:, :1] + np.maximum(X[:, 1:2], 0)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
    print("wide kernel", sess.run(wide.kernel).ravel())
