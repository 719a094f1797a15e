import numpy as np
import tensorflow as tf

tf.set_random_seed(8)
np.random.seed(8)

x = tf.placeholder(tf.float32, [None, 20, 3])
y = tf.placeholder(tf.float32, [None, 1])

conv = tf.keras.layers.Conv1D(6, 4, strides=2, padding="same", activation="relu")
mp = tf.keras.layers.MaxPooling1D(pool_size=2, strides=2)
flat = tf.keras.layers.Flatten()
fc = tf.keras.layers.Dense(1)

h = conv(x)
h = mp(h)
h = flat(h)
pred = fc(h)
loss = tf.reduce_mean(tf.abs(pred - y))
train = tf.train.AdagradOptimizer(0.1).minimize(loss)

X = np.random.randn(12, 20, 3).astype(np.float32)
Y = X.mean(axis=(1, 2))[:, None].astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        res = sess.run({"loss": loss, "op": train}, feed_dict={x: X, y: Y})
        if step % 6 == 0:
            print(step, res["loss"])
    print(sess.run(pred, {x: X[:3]}))
