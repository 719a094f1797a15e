import numpy as np
import tensorflow as tf

tf.set_random_seed(67)
np.random.seed(67)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
head = tf.keras.layers.Dense(1)
pred = head(x)
loss = tf.reduce_mean(tf.square(pred - y))
opt = tf.train.AdamOptimizer(0.05)
train = opt.minimize(loss)
reset_opt = tf.variables_initializer(opt.variables())

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(2):
        for i in range(3):
            l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
            print(epoch, i, l)
        sess.run(reset_opt)
    print(sess.run(head.kernel)[:, 0])
