import numpy as np
import tensorflow as tf

tf.set_random_seed(45)
np.random.seed(45)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])

with tf.variable_scope("model"):
    l1 = tf.keras.layers.Dense(5, activation="tanh")
    l2 = tf.keras.layers.Dense(1)
    h = l1(x)
    pred = l2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(10, 3).astype(np.float32)
Y = X[:, :1] * 2

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
