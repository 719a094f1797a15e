import numpy as np
import tensorflow as tf

np.random.seed(88)
tf.set_random_seed(88)


def encoder_fn(x, n_out):
    h = tf.layers.dense(x, 8, tf.nn.relu, name="h")
    return tf.layers.dense(h, n_out, name="z")


encoder = tf.make_template("encoder", encoder_fn, n_out=2)
a = tf.placeholder(tf.float32, [None, 3])
b = tf.placeholder(tf.float32, [None, 3])
za = encoder(a)
zb = encoder(b)
loss = tf.reduce_mean(tf.square(za - zb)) + tf.reduce_mean(tf.square(tf.reduce_mean(za, 0) - 1.0))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

A = np.random.randn(20, 3).astype(np.float32)
B = A + 0.1
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(20):
        _, l = sess.run([train, loss], {a: A, b: B})
        if i % 5 == 0:
            print(i, "%.5f" % l)
