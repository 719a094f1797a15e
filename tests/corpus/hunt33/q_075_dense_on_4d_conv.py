import numpy as np
import tensorflow as tf

tf.set_random_seed(75)
np.random.seed(75)

img = tf.placeholder(tf.float32, [None, 5, 5, 2])
tgt = tf.placeholder(tf.float32, [None, 5, 5, 1])

conv = tf.keras.layers.Conv2D(4, 3, padding="same", activation="relu")
pixel_head = tf.keras.layers.Dense(1)

h = conv(img)
out = pixel_head(h)  # 1x1 projection via Dense on a 4-D tensor
loss = tf.reduce_mean(tf.square(out - tgt))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.rand(4, 5, 5, 2).astype(np.float32)
T = X[..., :1] * X[..., 1:]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(15):
        l, _ = sess.run([loss, train], {img: X, tgt: T})
        if step % 5 == 0:
            print("loss", l)
    print(sess.run(out, {img: X[:1]})[0, :, :, 0])
