import numpy as np
import tensorflow as tf

tf.set_random_seed(7)
np.random.seed(7)

T, C = 16, 2
x = tf.placeholder(tf.float32, [None, T, C])
y = tf.placeholder(tf.float32, [None, T, 1])

c1 = tf.keras.layers.Conv1D(4, 3, padding="causal", dilation_rate=1, activation="relu")
c2 = tf.keras.layers.Conv1D(4, 3, padding="causal", dilation_rate=2, activation="relu")
c3 = tf.keras.layers.Conv1D(1, 1)

h = c1(x)
h = c2(h)
out = c3(h)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.005).minimize(loss)

X = np.random.randn(8, T, C).astype(np.float32)
Y = np.cumsum(X[:, :, :1], axis=1) * 0.1

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(40):
        l, _ = sess.run((loss, train), feed_dict={x: X, y: Y})
        if step % 8 == 0:
            print("step", step, l)
    print("out", sess.run(out, {x: X[:1]})[0, :, 0])
