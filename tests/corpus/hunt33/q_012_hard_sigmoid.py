import numpy as np
import tensorflow as tf

tf.set_random_seed(12)
np.random.seed(12)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])

d1 = tf.keras.layers.Dense(6)
gate = tf.keras.layers.Activation("hard_sigmoid")
d2 = tf.keras.layers.Dense(1)

h = d1(x)
h = gate(h)
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = (np.random.randn(16, 5) * 3).astype(np.float32)
Y = np.tanh(X[:, :1])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("gate", sess.run(h, {x: X[:2]}))
    for step in range(15):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
