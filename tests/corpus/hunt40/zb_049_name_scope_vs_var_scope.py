import numpy as np
import tensorflow as tf

tf.set_random_seed(49)
np.random.seed(49)

def disc(x, name):
    with tf.name_scope(name):           # name_scope does NOT prefix tf.layers variables
        h = tf.layers.dense(x, 4, activation=tf.nn.relu)
        return tf.layers.dense(h, 1)

def gen(z, name):
    with tf.variable_scope(name):
        return tf.layers.dense(z, 3)

z = tf.placeholder(tf.float32, [None, 2])
x = tf.placeholder(tf.float32, [None, 3])
fake = gen(z, "G")
d = disc(tf.concat([x, fake], 0), "D")
d_vars = tf.trainable_variables(scope="D")
g_vars = tf.trainable_variables("G")
other = [v for v in tf.trainable_variables() if not v.name.startswith("G")]
print(len(d_vars), len(g_vars), len(other), [v.name for v in tf.trainable_variables()])
d_loss = tf.reduce_mean(tf.square(d - 1.0))
g_loss = tf.reduce_mean(tf.square(d + 1.0))
d_op = tf.train.AdamOptimizer(0.01).minimize(d_loss, var_list=other)
g_op = tf.train.AdamOptimizer(0.01).minimize(g_loss, var_list=g_vars)
Z = np.random.randn(4, 2).astype(np.float32)
X = np.random.randn(4, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        a, _ = sess.run([d_loss, d_op], {z: Z, x: X})
        b, _ = sess.run([g_loss, g_op], {z: Z, x: X})
        print(i, round(float(a), 5), round(float(b), 5))
