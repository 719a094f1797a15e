import numpy as np
import tensorflow as tf

tf.set_random_seed(36)
np.random.seed(36)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

h = tf.layers.dense(x, 6, activation=tf.nn.relu)
k_dense = tf.keras.layers.Dense(4, activation="tanh")
k_out = tf.keras.layers.Dense(1, name="dense")
h2 = k_dense(h)
pred = k_out(h2)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

print("names", k_dense.kernel.name, k_out.kernel.name, k_out.bias.name)

X = np.random.randn(16, 4).astype(np.float32)
Y = X[:, :1] - X[:, 3:]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
    print("loss", l)
    print("k_out kernel", sess.run(k_out.kernel).ravel())
