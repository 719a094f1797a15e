import numpy as np
import tensorflow as tf

tf.set_random_seed(41)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

out = tf.keras.layers.Dense(1)
pred = out(x)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
print(out.kernel.name)

X = np.ones((2, 4), np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train], {x: X, y: X[:, :1]})[0])
