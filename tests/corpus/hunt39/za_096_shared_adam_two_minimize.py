import numpy as np
import tensorflow as tf

tf.set_random_seed(96)
np.random.seed(96)

X = np.random.randn(10, 3).astype(np.float32)
Y = np.random.randn(10, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
lr = tf.placeholder(tf.float32, [])
Wa = tf.get_variable("Wa", [3, 1], initializer=tf.constant_initializer(0.1))
Wb = tf.get_variable("Wb", [3, 1], initializer=tf.constant_initializer(-0.1))
la = tf.reduce_mean(tf.square(tf.matmul(x, Wa) - y))
lb = tf.reduce_mean(tf.abs(tf.matmul(x, Wb) - y))
opt = tf.train.AdamOptimizer(lr)
ta = opt.minimize(la, var_list=[Wa])
tb = opt.minimize(lb, var_list=[Wb])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        rate = 0.1 / (1 + i)
        a, _ = sess.run([la, ta], {x: X, y: Y, lr: rate})
        if i % 2 == 0:
            b, _ = sess.run([lb, tb], {x: X, y: Y, lr: rate})
            print(i, "%.6f %.6f" % (a, b))
    print(np.round(sess.run(Wa).ravel(), 5), np.round(sess.run(Wb).ravel(), 5))
