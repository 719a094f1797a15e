import numpy as np
import tensorflow as tf

tf.set_random_seed(50)
np.random.seed(50)

def encoder(x, name):
    with tf.variable_scope(name, reuse=tf.AUTO_REUSE):
        h = tf.layers.dense(x, 5, activation=tf.nn.tanh)
        return tf.layers.dense(h, 2)

a = tf.placeholder(tf.float32, [None, 3])
b = tf.placeholder(tf.float32, [None, 3])
ea = encoder(a, "enc")
eb = encoder(b, "enc")        # same name twice -> shared
ec = encoder(a, "enc" + "_b")
print(sorted(v.name for v in tf.trainable_variables()))
print(len(tf.trainable_variables(scope="enc")), len(tf.trainable_variables(scope="enc/")))
loss = tf.reduce_mean(tf.square(ea - eb)) + tf.reduce_mean(tf.square(ec - 1.0))
tr = tf.train.GradientDescentOptimizer(0.1).minimize(loss, var_list=tf.trainable_variables(scope="enc/"))
A = np.random.randn(5, 3).astype(np.float32)
B = np.random.randn(5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {a: A, b: B})[0]), 5))
