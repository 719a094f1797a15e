import numpy as np
import tensorflow as tf

np.random.seed(63)
tf.set_random_seed(63)


class VAE:
    def __init__(self, x_dim, z_dim, h_dim=16):
        self.x = tf.placeholder(tf.float32, [None, x_dim])
        self.eps = tf.placeholder(tf.float32, [None, z_dim])
        self.beta = tf.placeholder(tf.float32, [])
        h = tf.layers.dense(self.x, h_dim, tf.nn.relu, name="enc")
        self.mu = tf.layers.dense(h, z_dim, name="mu")
        self.logvar = tf.layers.dense(h, z_dim, name="logvar")
        z = self.mu + tf.exp(0.5 * self.logvar) * self.eps
        hd = tf.layers.dense(z, h_dim, tf.nn.relu, name="dec")
        self.x_logits = tf.layers.dense(hd, x_dim, name="out")
        self.rec = tf.reduce_mean(tf.reduce_sum(
            tf.nn.sigmoid_cross_entropy_with_logits(labels=self.x, logits=self.x_logits), 1))
        self.kl = tf.reduce_mean(-0.5 * tf.reduce_sum(1 + self.logvar - tf.square(self.mu) - tf.exp(self.logvar), 1))
        self.loss = self.rec + self.beta * self.kl
        self.opt = tf.train.AdamOptimizer(0.01).minimize(self.loss)

    def partial_fit(self, sess, batch, beta):
        eps = np.random.randn(len(batch), self.eps.shape[1].value).astype(np.float32)
        _, r, k = sess.run((self.opt, self.rec, self.kl), {self.x: batch, self.eps: eps, self.beta: beta})
        return r, k

    def encode(self, sess, batch):
        return sess.run(self.mu, {self.x: batch})


data = (np.random.rand(100, 8) > 0.5).astype(np.float32)
vae = VAE(8, 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(6):
        beta = min(1.0, ep / 4.0)
        for i in range(0, 100, 25):
            r, k = vae.partial_fit(sess, data[i:i + 25], beta)
        print("epoch", ep, "beta", beta, "rec %.5f kl %.5f" % (r, k))
    print(np.round(vae.encode(sess, data[:3]), 4))
