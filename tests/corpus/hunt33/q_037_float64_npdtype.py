import numpy as np
import tensorflow as tf

tf.set_random_seed(37)
np.random.seed(37)

x = tf.placeholder(np.float64, [None, 3])
y = tf.placeholder(np.float64, [None, 1])

w = tf.Variable(np.random.randn(3, 4) * 0.5, name="w")
b = tf.Variable(np.zeros(4), name="b")
act = tf.keras.layers.Activation("tanh")
w2 = tf.Variable(np.random.randn(4, 1) * 0.5, name="w2")

h = tf.matmul(x, w) + b
h = act(h)
pred = tf.matmul(h, w2)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(10, 3)
Y = np.sin(X[:, :1]) + 1e-9

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss %.17g" % l)
    print(sess.run(h, {x: X[:1]}).dtype)
