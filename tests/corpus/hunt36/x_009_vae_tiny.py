import numpy as np
import tensorflow as tf

tf.set_random_seed(9)
np.random.seed(9)

x_np = (np.random.rand(128, 6) > 0.5).astype(np.float32)
latent = 2

x = tf.placeholder(tf.float32, [None, 6])

with tf.variable_scope("encoder"):
    h = tf.layers.dense(x, 16, activation=tf.nn.relu, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=1))
    mu = tf.layers.dense(h, latent, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=2))
    log_var = tf.layers.dense(h, latent, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=3))

eps = tf.random_normal(tf.shape(mu), 0, 1, dtype=tf.float32, seed=123)
z = mu + tf.exp(0.5 * log_var) * eps

with tf.variable_scope("decoder"):
    hd = tf.layers.dense(z, 16, activation=tf.nn.relu, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=4))
    x_logits = tf.layers.dense(hd, 6, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=5))

recon = tf.reduce_sum(tf.nn.sigmoid_cross_entropy_with_logits(labels=x, logits=x_logits), 1)
kl = -0.5 * tf.reduce_sum(1 + log_var - tf.square(mu) - tf.exp(log_var), 1)
elbo_loss = tf.reduce_mean(recon + kl)
train = tf.train.AdamOptimizer(1e-2).minimize(elbo_loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(200):
        _, L, K = sess.run([train, elbo_loss, tf.reduce_mean(kl)], feed_dict={x: x_np})
        if it % 40 == 0:
            print("it %3d loss %.4f kl %.4f" % (it, L, K))
    m = sess.run(mu, feed_dict={x: x_np[:4]})
    print("mu of first 4:", np.round(m, 4))
