import numpy as np
import tensorflow as tf
tf.set_random_seed(102); np.random.seed(102)
X = np.random.randn(4, 6, 6, 1); Y = np.random.randn(4, 1)
x = tf.placeholder(tf.float64, [None, 6, 6, 1])
y = tf.placeholder(tf.float64, [None, 1])
conv = tf.keras.layers.Conv2D(2, 3, activation="relu")
pool = tf.keras.layers.MaxPooling2D(2)
flat = tf.keras.layers.Flatten()
head = tf.keras.layers.Dense(1)
out = head(flat(pool(conv(x))))
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
    print(repr(sess.run(out, {x: X})))
