import numpy as np
import tensorflow as tf
tf.set_random_seed(5); np.random.seed(5)
Z = np.random.randn(4, 3, 3, 2)
T = np.random.randn(4, 6, 6, 1)
z = tf.placeholder(tf.float64, [None, 3, 3, 2])
t = tf.placeholder(tf.float64, [None, 6, 6, 1])
up = tf.layers.conv2d_transpose(z, 1, kernel_size=3, strides=2, padding="same", name="deconv")
loss = tf.reduce_mean((up - t) ** 2)
opt = tf.train.AdagradOptimizer(0.3)
train = opt.minimize(loss)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(20):
    out = sess.run({"loss": loss, "t": train}, feed_dict={z: Z, t: T})
    print(i, out["loss"])
print(up.shape, up.dtype)
print(sess.run(up, {z: Z[:1]})[0, :, :, 0])
