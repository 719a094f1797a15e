import numpy as np
import tensorflow as tf

tf.set_random_seed(2)
np.random.seed(2)
X = np.random.randn(16, 5).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
first = tf.keras.layers.Dense(6, activation="tanh")
h = first(x)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        _, l = sess.run([train, loss], {x: X, y: Y})
        print("loss", l)
    print(sess.run(first.bias))
