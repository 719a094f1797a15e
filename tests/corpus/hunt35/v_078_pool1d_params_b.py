import numpy as np
import tensorflow as tf
tf.set_random_seed(22); np.random.seed(22)
X = np.random.randn(6, 11, 3).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 11, 3])
y = tf.placeholder(tf.float32, [None, 1])
conv = tf.keras.layers.Conv1D(4, 2, activation="relu")
pool = tf.keras.layers.MaxPooling1D(pool_size=3, strides=2, padding="same")
apool = tf.keras.layers.AveragePooling1D(pool_size=2, padding="valid")
flat = tf.keras.layers.Flatten()
dense = tf.keras.layers.Dense(1)
h = apool(pool(conv(x)))
out = dense(flat(h))
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(out, {x: X}).ravel())
