import numpy as np
import tensorflow as tf

tf.set_random_seed(28)
np.random.seed(28)

def generator(z, name="G"):
    with tf.variable_scope(name):
        h = tf.layers.dense(z, 8, activation=tf.nn.relu)
        return tf.layers.dense(h, 2)

def critic(x, name, reuse=tf.AUTO_REUSE):
    with tf.variable_scope(name, reuse=reuse):
        h = tf.layers.dense(x, 8, activation=tf.nn.leaky_relu, name="h")
        return tf.layers.dense(h, 1, name="o")

z = tf.placeholder(tf.float32, [None, 3])
real = tf.placeholder(tf.float32, [None, 2])
fake = generator(z)
d_real = critic(real, "D")
d_fake = critic(fake, "D")
d_loss = tf.reduce_mean(d_fake) - tf.reduce_mean(d_real)
g_loss = -tf.reduce_mean(d_fake)
d_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="D")
g_vars = tf.trainable_variables(scope="G")
print([v.name for v in d_vars], [v.name for v in g_vars])
d_opt = tf.train.RMSPropOptimizer(0.005).minimize(d_loss, var_list=d_vars)
g_opt = tf.train.RMSPropOptimizer(0.005).minimize(g_loss, var_list=g_vars)
clip = [v.assign(tf.clip_by_value(v, -0.1, 0.1)) for v in d_vars]
R = np.random.randn(16, 2).astype(np.float32) + 2
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(10):
        Z = np.random.randn(16, 3).astype(np.float32)
        dl, _ = sess.run([d_loss, d_opt], {z: Z, real: R})
        sess.run(clip)
        gl, _ = sess.run([g_loss, g_opt], {z: Z})
        print(it, round(float(dl), 5), round(float(gl), 5))
