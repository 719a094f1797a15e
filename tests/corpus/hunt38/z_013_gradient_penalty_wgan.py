import numpy as np
import tensorflow as tf

np.random.seed(13)
tf.set_random_seed(13)


def discriminator(x, reuse=False):
    with tf.variable_scope("disc", reuse=reuse):
        h = tf.layers.dense(x, 16, activation=tf.nn.leaky_relu, name="d1")
        return tf.layers.dense(h, 1, name="d2")


def generator(z):
    with tf.variable_scope("gen"):
        h = tf.layers.dense(z, 16, activation=tf.nn.relu, name="g1")
        return tf.layers.dense(h, 2, name="g2")


real = tf.placeholder(tf.float32, [None, 2])
z = tf.placeholder(tf.float32, [None, 4])
eps = tf.placeholder(tf.float32, [None, 1])
fake = generator(z)
d_real = discriminator(real)
d_fake = discriminator(fake, reuse=True)
x_hat = eps * real + (1.0 - eps) * fake
d_hat = discriminator(x_hat, reuse=True)
grads = tf.gradients(d_hat, x_hat)[0]
slopes = tf.sqrt(tf.reduce_sum(tf.square(grads), axis=1))
gp = tf.reduce_mean(tf.square(slopes - 1.0))
d_loss = tf.reduce_mean(d_fake) - tf.reduce_mean(d_real) + 10.0 * gp
g_loss = -tf.reduce_mean(d_fake)

d_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="disc")
g_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="gen")
d_opt = tf.train.AdamOptimizer(1e-3, beta1=0.5, beta2=0.9).minimize(d_loss, var_list=d_vars)
g_opt = tf.train.AdamOptimizer(1e-3, beta1=0.5, beta2=0.9).minimize(g_loss, var_list=g_vars)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(20):
        for _ in range(3):
            r = np.random.randn(32, 2).astype(np.float32) * 0.5 + 2.0
            zz = np.random.randn(32, 4).astype(np.float32)
            e = np.random.rand(32, 1).astype(np.float32)
            _, dl, gpv = sess.run([d_opt, d_loss, gp], {real: r, z: zz, eps: e})
        zz = np.random.randn(32, 4).astype(np.float32)
        _, gl = sess.run([g_opt, g_loss], {z: zz})
        if it % 5 == 0:
            print(it, "d %.5f gp %.5f g %.5f" % (dl, gpv, gl))
    print([v.name for v in d_vars])
