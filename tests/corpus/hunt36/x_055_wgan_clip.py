import numpy as np
import tensorflow as tf

tf.set_random_seed(55)
np.random.seed(55)

def mlp(x, name, n_out):
    with tf.variable_scope(name, reuse=tf.AUTO_REUSE):
        h = tf.layers.dense(x, 16, tf.nn.relu, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=1), name="l1")
        return tf.layers.dense(h, n_out, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=2), name="l2")

real = tf.placeholder(tf.float32, [None, 2])
z = tf.placeholder(tf.float32, [None, 3])
fake = mlp(z, "gen", 2)
critic_real = mlp(real, "critic", 1)
critic_fake = mlp(fake, "critic", 1)
c_loss = tf.reduce_mean(critic_fake) - tf.reduce_mean(critic_real)
g_loss = -tf.reduce_mean(critic_fake)

c_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, "critic")
g_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, "gen")
c_train = tf.train.RMSPropOptimizer(5e-3).minimize(c_loss, var_list=c_vars)
g_train = tf.train.RMSPropOptimizer(5e-3).minimize(g_loss, var_list=g_vars)
clip_c = [p.assign(tf.clip_by_value(p, -0.05, 0.05)) for p in c_vars]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(60):
        for _ in range(3):
            r = np.random.randn(32, 2).astype(np.float32) * 0.3 + [2.0, -1.0]
            zz = np.random.randn(32, 3).astype(np.float32)
            _, cl = sess.run([c_train, c_loss], {real: r, z: zz})
            sess.run(clip_c)
        _, gl = sess.run([g_train, g_loss], {z: np.random.randn(32, 3)})
        if it % 15 == 0:
            print("it %d critic %.5f gen %.5f" % (it, cl, gl))
    s = sess.run(fake, {z: np.random.randn(100, 3)})
    print("fake mean", np.round(s.mean(0), 4))
    print("max |critic weight|", max(float(np.abs(v).max()) for v in sess.run(c_vars)))
