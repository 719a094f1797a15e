import numpy as np
import tensorflow as tf

tf.set_random_seed(53)
np.random.seed(53)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])

gate = tf.keras.layers.Dense(4, activation="hard_sigmoid")
out = tf.keras.layers.Dense(1, activation="softsign")

g = gate(x)
pred = out(g)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

X = (np.random.randn(14, 3) * 3).astype(np.float32)
Y = np.tanh(X[:, :1] * 0.3)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("gate", sess.run(g, {x: X[:2]}))
    for step in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 3 == 0:
            print("loss", l)
