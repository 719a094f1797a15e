import numpy as np
import tensorflow as tf
tf.set_random_seed(91); np.random.seed(91)
X = np.random.randn(3, 7, 7, 2).astype(np.float32)
Y = np.random.randn(3, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 7, 7, 2])
y = tf.placeholder(tf.float32, [None, 1])
conv = tf.keras.layers.Conv2D(3, 2, padding="same", activation="relu")
mp = tf.keras.layers.MaxPooling2D(pool_size=(3, 3), strides=(2, 2), padding="same")
ap = tf.keras.layers.AveragePooling2D(pool_size=2, strides=1, padding="valid")
flat = tf.keras.layers.Flatten()
head = tf.keras.layers.Dense(1)
out = head(flat(ap(mp(conv(x)))))
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.RMSPropOptimizer(0.005).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(out, {x: X}))
