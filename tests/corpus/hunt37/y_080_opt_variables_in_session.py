import numpy as np
import tensorflow as tf

tf.set_random_seed(80)
np.random.seed(80)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
head = tf.keras.layers.Dense(1)
pred = head(x)
loss = tf.reduce_mean(tf.square(pred - y))
opt = tf.train.AdamOptimizer(0.05)
train = opt.minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    for v in opt.variables():
        print(v.name, np.asarray(sess.run(v)).ravel()[:2])
