import numpy as np
import tensorflow as tf

np.random.seed(62)
tf.set_random_seed(62)


class GAN(object):
    def __init__(self, z_dim=3, x_dim=1, lr=2e-3):
        self.z = tf.placeholder(tf.float32, [None, z_dim], name="z")
        self.x = tf.placeholder(tf.float32, [None, x_dim], name="x")
        self.G = self.generator(self.z)
        d_real_logits = self.discriminator(self.x)
        d_fake_logits = self.discriminator(self.G, reuse=True)
        bce = tf.nn.sigmoid_cross_entropy_with_logits
        self.d_loss = tf.reduce_mean(bce(labels=tf.ones_like(d_real_logits), logits=d_real_logits)) + \
            tf.reduce_mean(bce(labels=tf.zeros_like(d_fake_logits), logits=d_fake_logits))
        self.g_loss = tf.reduce_mean(bce(labels=tf.ones_like(d_fake_logits), logits=d_fake_logits))
        t_vars = tf.trainable_variables()
        self.d_vars = [v for v in t_vars if v.name.startswith("D/")]
        self.g_vars = [v for v in t_vars if v.name.startswith("G/")]
        self.d_optim = tf.train.AdamOptimizer(lr, beta1=0.5).minimize(self.d_loss, var_list=self.d_vars)
        self.g_optim = tf.train.AdamOptimizer(lr, beta1=0.5).minimize(self.g_loss, var_list=self.g_vars)

    def generator(self, z):
        with tf.variable_scope("G"):
            h = tf.layers.dense(z, 16, tf.nn.relu)
            return tf.layers.dense(h, 1)

    def discriminator(self, x, reuse=False):
        with tf.variable_scope("D", reuse=reuse):
            h = tf.layers.dense(x, 16, tf.nn.leaky_relu)
            return tf.layers.dense(h, 1)

    def train(self, sess, steps, bs=32):
        for step in range(steps):
            real = np.random.normal(3.0, 0.5, (bs, 1)).astype(np.float32)
            zz = np.random.uniform(-1, 1, (bs, 3)).astype(np.float32)
            _, dl = sess.run([self.d_optim, self.d_loss], {self.x: real, self.z: zz})
            _, gl = sess.run([self.g_optim, self.g_loss], {self.z: zz})
            if step % 10 == 0:
                print("step %d d %.5f g %.5f" % (step, dl, gl))

    def sample(self, sess, n):
        return sess.run(self.G, {self.z: np.random.uniform(-1, 1, (n, 3)).astype(np.float32)})


gan = GAN()
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    gan.train(sess, 40)
    s = gan.sample(sess, 200)
    print("sample mean %.4f std %.4f" % (s.mean(), s.std()))
    print(len(gan.d_vars), len(gan.g_vars))
