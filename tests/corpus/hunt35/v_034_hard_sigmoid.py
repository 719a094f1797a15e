import numpy as np
import tensorflow as tf
tf.set_random_seed(34); np.random.seed(34)
X = (np.random.randn(10, 3) * 3).astype(np.float32)
Y = np.random.rand(10, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 2])
gate = tf.keras.layers.Dense(2, activation="hard_sigmoid")
out = gate(x)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: X[:4]}))
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
