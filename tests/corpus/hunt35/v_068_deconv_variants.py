import numpy as np
import tensorflow as tf
tf.set_random_seed(68); np.random.seed(68)
Z = np.random.randn(2, 3, 3, 2).astype(np.float32)
z = tf.placeholder(tf.float32, [None, 3, 3, 2])
u1 = tf.layers.conv2d_transpose(z, 1, 4, strides=2, padding="valid", name="u1")
k2 = tf.keras.layers.Conv2DTranspose(1, 3, strides=2, padding="valid", output_padding=1)
u2 = k2(z)
k3 = tf.keras.layers.Conv2DTranspose(2, (2, 3), strides=(1, 2), padding="same", activation="relu")
u3 = k3(z)
loss = tf.reduce_mean(u1) + tf.reduce_mean(u2 ** 2) + tf.reduce_mean(u3)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train], {z: Z})
        print(i, l)
    a, b, c = sess.run([u1, u2, u3], {z: Z[:1]})
    print(a.shape, b.shape, c.shape)
    print(a[0, :, :, 0]); print(b[0, :, :, 0]); print(c[0, :, :, 1])
