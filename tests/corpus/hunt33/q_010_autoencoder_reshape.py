import numpy as np
import tensorflow as tf

tf.set_random_seed(10)
np.random.seed(10)

x = tf.placeholder(tf.float32, [None, 8, 8, 1])

enc = tf.keras.layers.Conv2D(4, 3, padding="same", activation="relu")
pool = tf.keras.layers.MaxPooling2D(2)
flat = tf.keras.layers.Flatten()
code = tf.keras.layers.Dense(16, activation="relu")
expand = tf.keras.layers.Dense(4 * 4 * 4)
reshape = tf.keras.layers.Reshape((4, 4, 4))
up = tf.keras.layers.UpSampling2D(2)
dec = tf.keras.layers.Conv2D(1, 3, padding="same")

h = enc(x)
h = pool(h)
h = flat(h)
z = code(h)
h = expand(z)
h = reshape(h)
h = up(h)
recon = dec(h)
loss = tf.reduce_mean(tf.square(recon - x))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.rand(10, 8, 8, 1).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        l, _ = sess.run([loss, train], {x: X})
        if step % 6 == 0:
            print("recon loss", l)
    print("code", sess.run(z, {x: X[:2]}))
