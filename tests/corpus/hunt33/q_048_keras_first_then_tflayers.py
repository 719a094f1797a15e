import numpy as np
import tensorflow as tf

tf.set_random_seed(48)
np.random.seed(48)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])

feat = tf.keras.layers.Dense(8, activation="relu")
h = feat(x)
pred = tf.layers.dense(h, 1)
loss = tf.losses.mean_squared_error(labels=y, predictions=pred)
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)

X = np.random.randn(25, 6).astype(np.float32)
Y = np.maximum(X[:, :1], 0)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
