import numpy as np
import tensorflow as tf
tf.set_random_seed(6); np.random.seed(6)
A = np.random.randn(20, 3).astype(np.float32)
B = np.random.randn(20, 3)
Y = np.random.randn(20, 1)
a = tf.placeholder(tf.float32, [None, 3])
b = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
ha = tf.layers.dense(a, 4, activation=tf.nn.relu, name="branch32")
hb = tf.layers.dense(b, 4, activation=tf.nn.relu, name="branch64")
h = tf.concat([tf.cast(ha, tf.float64), hb], axis=1)
out = tf.layers.dense(h, 1, name="head")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.3).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(25):
        l, _ = sess.run([loss, train], {a: A, b: B, y: Y})
        if i % 4 == 0:
            print(i, l)
    for v in tf.trainable_variables():
        print(v.name, v.dtype)
    print(sess.run(out, {a: A[:2], b: B[:2]}))
