import numpy as np
import tensorflow as tf

tf.set_random_seed(87)
np.random.seed(87)

seq = tf.placeholder(tf.float32, [None, 6, 4])
y = tf.placeholder(tf.float32, [None, 1])

conv = tf.keras.layers.Conv1D(5, 2, activation="relu")
drop = tf.keras.layers.Dropout(0.5, noise_shape=(None, 1, 5), seed=3)
gmp = tf.keras.layers.GlobalMaxPooling1D()
head = tf.keras.layers.Dense(1)

c = conv(seq)
c = drop(c, training=True)
g = gmp(c)
pred = head(g)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.randn(9, 6, 4).astype(np.float32)
Y = X.max(axis=(1, 2))[:, None]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("dropped", sess.run(c, {seq: X[:1]})[0])
    for step in range(10):
        l, _ = sess.run([loss, train], {seq: X, y: Y})
        print("loss", l)
