import numpy as np
import tensorflow as tf

tf.set_random_seed(77)
np.random.seed(77)

sig = tf.placeholder(tf.float32, [None, 10, 1])
y = tf.placeholder(tf.float32, [None, 2])

conv = tf.keras.layers.Conv1D(3, 3, strides=2, activation="relu")
flat = tf.keras.layers.Flatten()
head = tf.keras.layers.Dense(2, activation="softmax")

c = conv(sig)
f = flat(c)
probs = head(f)
loss = tf.reduce_mean(-tf.reduce_sum(y * tf.log(probs + 1e-8), axis=1))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.randn(14, 10, 1).astype(np.float32)
Y = np.eye(2)[(X[:, :5, 0].sum(axis=1) > X[:, 5:, 0].sum(axis=1)).astype(int)].astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {sig: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
    print(sess.run(probs, {sig: X[:3]}))
