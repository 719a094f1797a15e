import numpy as np
import tensorflow as tf

tf.set_random_seed(24)
np.random.seed(24)

x = tf.placeholder(tf.float32, [None, 12])

enc = tf.keras.layers.Dense(6, activation="relu")
to_seq = tf.keras.layers.Reshape((-1, 2))
up = tf.keras.layers.UpSampling1D(size=2)
dec = tf.keras.layers.Conv1D(2, 3, padding="same")
flat = tf.keras.layers.Reshape((12,))

h = enc(x)
h = to_seq(h)
h = up(h)
h = dec(h)
recon = flat(h)
loss = tf.reduce_mean(tf.square(recon - x))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.rand(8, 12).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        l, _ = sess.run([loss, train], {x: X})
        if step % 10 == 0:
            print("loss", l)
    print(sess.run(recon, {x: X[:1]}))
