import numpy as np
import tensorflow as tf

tf.set_random_seed(85)
np.random.seed(85)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])

first = tf.layers.Dense(4, activation=tf.nn.relu, name="first")
second = tf.keras.layers.Dense(1, name="second")
h = first(x)
pred = second(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(14, 5).astype(np.float32)
Y = X[:, :1] + X[:, 1:2]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 3 == 0:
            print("loss", l)
    print(sess.run(second.kernel).ravel())
