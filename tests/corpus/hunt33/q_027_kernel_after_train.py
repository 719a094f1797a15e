import numpy as np
import tensorflow as tf

tf.set_random_seed(27)
np.random.seed(27)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

hidden = tf.keras.layers.Dense(3, activation="relu")
out = tf.keras.layers.Dense(1)

h = hidden(x)
pred = out(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(16, 4).astype(np.float32)
Y = X[:, :1] * 0.7

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        _, l = sess.run([train, loss], {x: X, y: Y})
    print("final loss", l)
    print("hidden kernel", sess.run(hidden.kernel))
    w, b = out.get_weights()
    print("out weights", w, b)
