import numpy as np
import tensorflow as tf

tf.set_random_seed(10)
np.random.seed(10)

def generator(z, reuse=False):
    with tf.variable_scope("generator", reuse=reuse):
        h = tf.layers.dense(z, 8, activation=tf.nn.leaky_relu, kernel_initializer=tf.random_normal_initializer(stddev=0.2, seed=1))
        return tf.layers.dense(h, 1, kernel_initializer=tf.random_normal_initializer(stddev=0.2, seed=2))

def discriminator(x, reuse=False):
    with tf.variable_scope("discriminator", reuse=reuse):
        h = tf.layers.dense(x, 8, activation=tf.nn.leaky_relu, kernel_initializer=tf.random_normal_initializer(stddev=0.2, seed=3))
        return tf.layers.dense(h, 1, kernel_initializer=tf.random_normal_initializer(stddev=0.2, seed=4))

Z = tf.placeholder(tf.float32, [None, 2])
X = tf.placeholder(tf.float32, [None, 1])
G = generator(Z)
D_real = discriminator(X)
D_fake = discriminator(G, reuse=True)

d_loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(logits=D_real, labels=tf.ones_like(D_real))) + \
         tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(logits=D_fake, labels=tf.zeros_like(D_fake)))
g_loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(logits=D_fake, labels=tf.ones_like(D_fake)))

t_vars = tf.trainable_variables()
d_vars = [v for v in t_vars if v.name.startswith("discriminator")]
g_vars = [v for v in t_vars if v.name.startswith("generator")]
d_opt = tf.train.AdamOptimizer(0.005, beta1=0.5).minimize(d_loss, var_list=d_vars)
g_opt = tf.train.AdamOptimizer(0.005, beta1=0.5).minimize(g_loss, var_list=g_vars)

print("D vars:", [v.name for v in d_vars])
print("G vars:", [v.name for v in g_vars])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(150):
        real = np.random.normal(4.0, 0.5, size=(32, 1)).astype(np.float32)
        noise = np.random.uniform(-1, 1, size=(32, 2)).astype(np.float32)
        _, dl = sess.run([d_opt, d_loss], feed_dict={X: real, Z: noise})
        _, gl = sess.run([g_opt, g_loss], feed_dict={Z: noise})
        if step % 30 == 0:
            print("step %d d_loss %.4f g_loss %.4f" % (step, dl, gl))
    samples = sess.run(G, feed_dict={Z: np.random.uniform(-1, 1, size=(200, 2))})
    print("generated mean %.4f std %.4f" % (samples.mean(), samples.std()))
