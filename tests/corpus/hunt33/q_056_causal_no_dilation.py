import numpy as np
import tensorflow as tf

tf.set_random_seed(56)
np.random.seed(56)

x = tf.placeholder(tf.float32, [None, 12, 1])
y = tf.placeholder(tf.float32, [None, 12, 1])

c1 = tf.keras.layers.Conv1D(3, 4, padding="causal", activation="tanh")
c2 = tf.keras.layers.Conv1D(1, 2, padding="causal")

h = c1(x)
out = c2(h)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(6, 12, 1).astype(np.float32)
Y = np.concatenate([np.zeros((6, 1, 1), np.float32), X[:, :-1]], axis=1)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(25):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 5 == 0:
            print(step, l)
    print(sess.run(out, {x: X[:1]}).ravel())
