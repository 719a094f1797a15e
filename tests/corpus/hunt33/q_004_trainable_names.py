import numpy as np
import tensorflow as tf

tf.set_random_seed(4)
np.random.seed(4)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])

d1 = tf.keras.layers.Dense(8, name="hidden")
act = tf.keras.layers.LeakyReLU(alpha=0.2)
d2 = tf.keras.layers.Dense(1, name="head")

h = d1(x)
h = act(h)
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
opt = tf.train.GradientDescentOptimizer(0.05)
train = opt.minimize(loss)

X = np.random.randn(20, 6).astype(np.float32)
Y = X[:, :1] * 2.0 - X[:, 1:2]

names = [v.name for v in tf.trainable_variables()]
print(names)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(25):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        if i % 5 == 4:
            print(i, l)
    print("pred", sess.run(pred, feed_dict={x: X[:3]}))
