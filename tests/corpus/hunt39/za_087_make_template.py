import numpy as np
import tensorflow as tf

tf.set_random_seed(87)
np.random.seed(87)

A = np.random.randn(4, 3).astype(np.float32)
B = np.random.randn(4, 3).astype(np.float32)

def encoder(x):
    w = tf.get_variable("w", [3, 2], initializer=tf.random_normal_initializer(seed=4))
    b = tf.get_variable("b", [2], initializer=tf.zeros_initializer())
    return tf.nn.tanh(tf.matmul(x, w) + b)

enc = tf.make_template("enc", encoder)
a = tf.placeholder(tf.float32, [None, 3])
b = tf.placeholder(tf.float32, [None, 3])
ea, eb = enc(a), enc(b)
d = tf.reduce_sum(tf.square(ea - eb), 1)
loss = tf.reduce_mean(d)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        print(round(float(sess.run([loss, train], {a: A, b: B})[0]), 5))
    print([v.name for v in tf.trainable_variables()])
