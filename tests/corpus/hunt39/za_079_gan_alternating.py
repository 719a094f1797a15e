import numpy as np
import tensorflow as tf

tf.set_random_seed(79)
np.random.seed(79)

real = (np.random.randn(16, 2) * 0.5 + 2.0).astype(np.float32)
zs = np.random.randn(16, 3).astype(np.float32)
X = tf.placeholder(tf.float32, [None, 2])
Z = tf.placeholder(tf.float32, [None, 3])

with tf.variable_scope("G"):
    g_h = tf.layers.dense(Z, 8, activation=tf.nn.leaky_relu)
    G = tf.layers.dense(g_h, 2)
with tf.variable_scope("D"):
    d_h_real = tf.layers.dense(X, 8, activation=tf.nn.relu, name="h")
    d_real = tf.layers.dense(d_h_real, 1, name="o")
with tf.variable_scope("D", reuse=True):
    d_h_fake = tf.layers.dense(G, 8, activation=tf.nn.relu, name="h")
    d_fake = tf.layers.dense(d_h_fake, 1, name="o")

d_loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(logits=d_real, labels=tf.ones_like(d_real))) + \
    tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(logits=d_fake, labels=tf.zeros_like(d_fake)))
g_loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(logits=d_fake, labels=tf.ones_like(d_fake)))
d_vars = [v for v in tf.trainable_variables() if v.name.startswith("D/")]
g_vars = [v for v in tf.trainable_variables() if v.name.startswith("G/")]
d_train = tf.train.AdamOptimizer(0.01, beta1=0.5).minimize(d_loss, var_list=d_vars)
g_train = tf.train.AdamOptimizer(0.01, beta1=0.5).minimize(g_loss, var_list=g_vars)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(6):
        _, dl = sess.run([d_train, d_loss], {X: real, Z: zs})
        _, gl = sess.run([g_train, g_loss], {Z: zs})
        print("it %d d %.5f g %.5f" % (it, dl, gl))
    print(np.round(sess.run(G, {Z: zs[:3]}), 4))
