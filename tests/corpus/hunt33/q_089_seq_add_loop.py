import numpy as np
import tensorflow as tf

tf.set_random_seed(89)
np.random.seed(89)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])

model = tf.keras.Sequential()
for width in [8, 4]:
    model.add(tf.keras.layers.Dense(width))
    model.add(tf.keras.layers.LeakyReLU(0.1))
model.add(tf.keras.layers.Dense(1))

pred = model(x)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(20, 6).astype(np.float32)
Y = np.abs(X[:, :1])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 3 == 0:
            print("loss", l)
