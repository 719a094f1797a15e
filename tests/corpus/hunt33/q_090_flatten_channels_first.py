import numpy as np
import tensorflow as tf

tf.set_random_seed(90)
np.random.seed(90)

img = tf.placeholder(tf.float32, [None, 4, 4, 2])
y = tf.placeholder(tf.float32, [None, 1])

conv = tf.keras.layers.Conv2D(3, 3, padding="same", activation="relu")
flat = tf.keras.layers.Flatten(data_format="channels_first")
head = tf.keras.layers.Dense(1)

c = conv(img)
f = flat(c)
pred = head(f)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.rand(6, 4, 4, 2).astype(np.float32)
Y = X[:, :2, :2, 0].mean(axis=(1, 2))[:, None]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("flat", sess.run(f, {img: X[:1]})[0, :6])
    for step in range(8):
        l, _ = sess.run([loss, train], {img: X, y: Y})
        print("loss", l)
