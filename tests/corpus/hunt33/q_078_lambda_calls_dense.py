import numpy as np
import tensorflow as tf

tf.set_random_seed(78)
np.random.seed(78)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

inner = tf.keras.layers.Dense(1)
gated = tf.keras.layers.Lambda(lambda t: inner(t) * tf.sigmoid(tf.reduce_sum(t, axis=1, keepdims=True)))

pred = gated(x)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(12, 4).astype(np.float32)
Y = X[:, :1]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
