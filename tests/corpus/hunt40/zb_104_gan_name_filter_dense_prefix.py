import numpy as np
import tensorflow as tf

tf.set_random_seed(104)
np.random.seed(104)

def generator(z):
    h = tf.layers.dense(z, 6, activation=tf.nn.relu)       # unscoped: "dense/..."
    return tf.layers.dense(h, 2)                            # "dense_1/..."

def discriminator(x, reuse=False):
    with tf.variable_scope("d", reuse=reuse):
        h = tf.layers.dense(x, 6, activation=tf.nn.leaky_relu, name="h")
        return tf.layers.dense(h, 1, name="o")

z = tf.placeholder(tf.float32, [None, 3])
real = tf.placeholder(tf.float32, [None, 2])
fake = generator(z)
d_real = discriminator(real)
d_fake = discriminator(fake, reuse=True)
t_vars = tf.trainable_variables()
d_vars = [v for v in t_vars if v.name.startswith("d")]      # bug in user code: also takes dense/ and dense_1/
g_vars = [v for v in t_vars if "dense" in v.name]
print(len(d_vars), len(g_vars), [v.name for v in d_vars])
bce = tf.nn.sigmoid_cross_entropy_with_logits
d_loss = tf.reduce_mean(bce(labels=tf.ones_like(d_real), logits=d_real)) + tf.reduce_mean(bce(labels=tf.zeros_like(d_fake), logits=d_fake))
g_loss = tf.reduce_mean(bce(labels=tf.ones_like(d_fake), logits=d_fake))
d_opt = tf.train.AdamOptimizer(0.01).minimize(d_loss, var_list=d_vars)
g_opt = tf.train.AdamOptimizer(0.01).minimize(g_loss, var_list=g_vars)
R = np.random.randn(8, 2).astype(np.float32) + 1
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        Z = np.random.randn(8, 3).astype(np.float32)
        dl, _ = sess.run([d_loss, d_opt], {z: Z, real: R})
        gl, _ = sess.run([g_loss, g_opt], {z: Z})
        print(i, round(float(dl), 5), round(float(gl), 5))
