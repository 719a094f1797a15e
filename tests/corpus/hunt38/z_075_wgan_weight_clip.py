import numpy as np
import tensorflow as tf

np.random.seed(75)
tf.set_random_seed(75)

real = tf.placeholder(tf.float32, [None, 2])
z = tf.placeholder(tf.float32, [None, 2])
with tf.variable_scope("generator"):
    fake = tf.layers.dense(tf.layers.dense(z, 8, tf.nn.relu), 2)
with tf.variable_scope("critic"):
    c_layer1 = tf.layers.Dense(8, activation=tf.nn.relu, name="c1")
    c_layer2 = tf.layers.Dense(1, name="c2")
    c_real = c_layer2(c_layer1(real))
    c_fake = c_layer2(c_layer1(fake))
c_loss = tf.reduce_mean(c_fake) - tf.reduce_mean(c_real)
g_loss = -tf.reduce_mean(c_fake)
c_vars = tf.trainable_variables(scope="critic")
g_vars = tf.trainable_variables(scope="generator")
c_train = tf.train.RMSPropOptimizer(5e-3).minimize(c_loss, var_list=c_vars)
g_train = tf.train.RMSPropOptimizer(5e-3).minimize(g_loss, var_list=g_vars)
clip_c = [p.assign(tf.clip_by_value(p, -0.05, 0.05)) for p in c_vars]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(25):
        for _ in range(3):
            r = (np.random.randn(32, 2) * 0.3 + [1.0, -1.0]).astype(np.float32)
            zz = np.random.randn(32, 2).astype(np.float32)
            _, cl = sess.run([c_train, c_loss], {real: r, z: zz})
            sess.run(clip_c)
        _, gl = sess.run([g_train, g_loss], {z: np.random.randn(32, 2).astype(np.float32)})
        if it % 5 == 0:
            print(it, "c %.5f g %.5f" % (cl, gl))
    print("max |w|", max(float(np.abs(v).max()) for v in sess.run(c_vars)))
