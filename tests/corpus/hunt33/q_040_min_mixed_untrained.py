import numpy as np
import tensorflow as tf

tf.set_random_seed(40)
np.random.seed(40)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

h = tf.layers.dense(x, 3)
out = tf.keras.layers.Dense(1)
pred = out(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(8, 4).astype(np.float32)
Y = X[:, :1]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(5):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
