import numpy as np
import tensorflow as tf

tf.set_random_seed(17)
np.random.seed(17)
Z = np.random.randn(32, 3).astype(np.float32)
R = (np.random.randn(32, 2) * 0.5 + 1.0).astype(np.float32)

z = tf.placeholder(tf.float32, [None, 3])
real = tf.placeholder(tf.float32, [None, 2])
with tf.variable_scope("gen"):
    g = tf.layers.dense(z, 8, activation=tf.nn.relu)
    fake = tf.keras.layers.Dense(2)(g)
with tf.variable_scope("disc"):
    d1 = tf.keras.layers.Dense(8, activation="relu")
    d2 = tf.keras.layers.Dense(1)
    d_real = d2(d1(real))
    d_fake = d2(d1(fake))
d_loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=tf.ones_like(d_real), logits=d_real)) + \
    tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=tf.zeros_like(d_fake), logits=d_fake))
g_loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=tf.ones_like(d_fake), logits=d_fake))
g_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, "gen")
d_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, "disc")
d_train = tf.train.AdamOptimizer(0.01, beta1=0.5).minimize(d_loss, var_list=d_vars)
g_train = tf.train.AdamOptimizer(0.01, beta1=0.5).minimize(g_loss, var_list=g_vars)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("g", [v.name for v in g_vars])
    print("d", [v.name for v in d_vars])
    for i in range(5):
        dl, _ = sess.run([d_loss, d_train], {z: Z, real: R})
        gl, _ = sess.run([g_loss, g_train], {z: Z})
        print(i, dl, gl)
    print(sess.run(fake, {z: Z[:2]}))
