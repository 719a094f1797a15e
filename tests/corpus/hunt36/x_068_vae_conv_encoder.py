import numpy as np
import tensorflow as tf

tf.set_random_seed(68)
np.random.seed(68)

imgs = (np.random.rand(24, 8, 8, 1) > 0.7).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8, 8, 1])
W_c = tf.get_variable("W_c", [3, 3, 1, 4], initializer=tf.contrib.layers.xavier_initializer(seed=1))
conv = tf.nn.relu(tf.nn.conv2d(x, W_c, [1, 2, 2, 1], "SAME"))
flat = tf.reshape(conv, [-1, 64])
W_mu = tf.get_variable("W_mu", [64, 2], initializer=tf.contrib.layers.xavier_initializer(seed=2))
W_sig = tf.get_variable("W_sig", [64, 2], initializer=tf.contrib.layers.xavier_initializer(seed=3))
z_mean = tf.matmul(flat, W_mu)
z_log_sigma_sq = tf.matmul(flat, W_sig)
eps = tf.random_normal(tf.shape(z_mean), seed=4)
z = z_mean + tf.sqrt(tf.exp(z_log_sigma_sq)) * eps
W_d = tf.get_variable("W_d", [2, 64], initializer=tf.contrib.layers.xavier_initializer(seed=5))
x_logit = tf.reshape(tf.matmul(z, W_d), [-1, 8, 8, 1])
rec_loss = tf.reduce_sum(tf.nn.sigmoid_cross_entropy_with_logits(labels=x, logits=x_logit), axis=[1, 2, 3])
latent_loss = -0.5 * tf.reduce_sum(1 + z_log_sigma_sq - tf.square(z_mean) - tf.exp(z_log_sigma_sq), 1)
cost = tf.reduce_mean(rec_loss + latent_loss)
optimizer = tf.train.AdamOptimizer(learning_rate=0.005).minimize(cost)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(80):
        _, c = sess.run((optimizer, cost), feed_dict={x: imgs})
        if epoch % 20 == 0:
            print("Epoch:", '%04d' % epoch, "cost=", "{:.9f}".format(c))
    zm = sess.run(z_mean, {x: imgs[:3]})
    print("z_mean", np.round(zm, 4))
    samples = sess.run(tf.sigmoid(x_logit), {z: np.zeros((1, 2), np.float32)})
    print("decoded origin mean pixel", float(samples.mean()))
