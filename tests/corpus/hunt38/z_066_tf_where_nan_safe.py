import numpy as np
import tensorflow as tf

np.random.seed(66)
tf.set_random_seed(66)

x = tf.placeholder(tf.float32, [None])
w = tf.Variable(1.5)
z = w * x
# double-where trick for safe gradients of log
safe_z = tf.where(z > 0, z, tf.ones_like(z))
f = tf.where(z > 0, tf.log(safe_z), tf.zeros_like(z))
loss = tf.reduce_sum(f)
gw = tf.gradients(loss, w)[0]
naive = tf.reduce_sum(tf.where(z > 0, tf.log(z), tf.zeros_like(z)))
gn = tf.gradients(naive, w)[0]

X = np.array([1.0, -2.0, 0.0, 3.0], dtype=np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("safe loss %.5f grad %.5f" % tuple(sess.run([loss, gw], {x: X})))
    print("naive grad is nan:", bool(np.isnan(sess.run(gn, {x: X}))))
