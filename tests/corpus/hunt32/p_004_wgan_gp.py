# WGAN-GP gradient penalty (Gulrajani et al. 2017) on 2-D toy data
import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)

BATCH = 32
LAMBDA = 10.0


def generator(z):
    with tf.variable_scope("G", reuse=tf.AUTO_REUSE):
        h = tf.layers.dense(z, 16, activation=tf.nn.relu)
        return tf.layers.dense(h, 2)


def discriminator(x):
    with tf.variable_scope("D", reuse=tf.AUTO_REUSE):
        h = tf.layers.dense(x, 16, activation=tf.nn.relu)
        h = tf.layers.dense(h, 16, activation=tf.nn.relu)
        return tf.layers.dense(h, 1)


real = tf.placeholder(tf.float32, [BATCH, 2])
z = tf.placeholder(tf.float32, [BATCH, 4])
eps = tf.placeholder(tf.float32, [BATCH, 1])
fake = generator(z)
d_real = discriminator(real)
d_fake = discriminator(fake)
x_hat = eps * real + (1.0 - eps) * fake
d_hat = discriminator(x_hat)
grads = tf.gradients(d_hat, [x_hat])[0]
slopes = tf.sqrt(tf.reduce_sum(tf.square(grads), axis=1))
gp = tf.reduce_mean((slopes - 1.0) ** 2)
d_loss = tf.reduce_mean(d_fake) - tf.reduce_mean(d_real) + LAMBDA * gp
g_loss = -tf.reduce_mean(d_fake)

d_vars = [v for v in tf.trainable_variables() if v.name.startswith("D")]
g_vars = [v for v in tf.trainable_variables() if v.name.startswith("G")]
d_train = tf.train.AdamOptimizer(1e-4, beta1=0.5, beta2=0.9).minimize(d_loss, var_list=d_vars)
g_train = tf.train.AdamOptimizer(1e-4, beta1=0.5, beta2=0.9).minimize(g_loss, var_list=g_vars)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
for it in range(60):
    for _ in range(3):
        data = np.random.randn(BATCH, 2).astype(np.float32) * 0.5 + 1.0
        zz = np.random.randn(BATCH, 4).astype(np.float32)
        ee = np.random.rand(BATCH, 1).astype(np.float32)
        _, dl, gpv = sess.run([d_train, d_loss, gp], {real: data, z: zz, eps: ee})
    zz = np.random.randn(BATCH, 4).astype(np.float32)
    _, gl = sess.run([g_train, g_loss], {z: zz})
    if it % 20 == 0:
        print(it, dl, gpv, gl)
print(sess.run(fake, {z: np.ones((BATCH, 4), np.float32)})[:3])
