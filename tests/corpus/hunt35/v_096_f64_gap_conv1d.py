import numpy as np
import tensorflow as tf
tf.set_random_seed(96); np.random.seed(96)
X = np.random.randn(5, 9, 2); Y = np.random.randn(5, 2)
x = tf.placeholder(tf.float64, [None, 9, 2])
y = tf.placeholder(tf.float64, [None, 2])
conv = tf.keras.layers.Conv1D(4, 3, activation="relu")
gap = tf.keras.layers.GlobalAveragePooling1D()
up = tf.keras.layers.UpSampling1D(2)
pool = tf.keras.layers.MaxPooling1D(2)
head = tf.keras.layers.Dense(2)
feat = gap(pool(up(conv(x))))
out = head(feat)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
    print(repr(sess.run(out, {x: X[:2]})))
