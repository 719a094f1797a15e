"""Dense layers on a float64 placeholder (scientific code kept double precision)."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(13)
np.random.seed(13)

x = tf.placeholder(tf.float64, [None, 2])
y = tf.placeholder(tf.float64, [None, 1])
l1 = tf.keras.layers.Dense(16, activation="tanh")
l2 = tf.keras.layers.Dense(1)
pred = l2(l1(x))
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.uniform(-1, 1, size=(50, 2))
Y = np.sin(np.pi * X[:, :1]) * X[:, 1:]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(50):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
        if i % 10 == 0:
            print("it", i, repr(l))
    p = sess.run(pred, {x: X[:3]})
    print("pred", p.dtype, p.ravel())
