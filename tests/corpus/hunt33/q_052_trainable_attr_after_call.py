import numpy as np
import tensorflow as tf

tf.set_random_seed(52)
np.random.seed(52)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

base = tf.keras.layers.Dense(5, activation="relu")
head = tf.keras.layers.Dense(1)
h = base(x)
base.trainable = False
pred = head(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(16, 4).astype(np.float32)
Y = X[:, 2:3] * 1.5

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 3 == 0:
            print("loss", l)
    print("base kernel", sess.run(base.kernel)[0])
