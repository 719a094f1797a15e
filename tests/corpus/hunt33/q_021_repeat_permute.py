import numpy as np
import tensorflow as tf

tf.set_random_seed(21)
np.random.seed(21)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 5, 4])

enc = tf.keras.layers.Dense(4, activation="tanh")
rep = tf.keras.layers.RepeatVector(5)
perm = tf.keras.layers.Permute((2, 1))
mix = tf.keras.layers.Dense(5)
perm_back = tf.keras.layers.Permute((2, 1))

h = enc(x)          # [B, 4]
h = rep(h)          # [B, 5, 4]
h = perm(h)         # [B, 4, 5]
h = mix(h)          # [B, 4, 5]
out = perm_back(h)  # [B, 5, 4]
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.randn(9, 3).astype(np.float32)
Y = np.random.randn(9, 5, 4).astype(np.float32) * 0.1

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 10 == 0:
            print("loss", l)
    print(sess.run(out, {x: X[:1]}))
