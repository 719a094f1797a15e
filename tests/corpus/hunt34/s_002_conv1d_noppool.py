import numpy as np
import tensorflow as tf

tf.set_random_seed(2)
np.random.seed(2)

X = np.random.randn(8, 12, 4).astype(np.float32)
Y = np.random.randn(8, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 12, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.conv1d(x, filters=6, kernel_size=3, padding='valid', activation=tf.nn.relu)
h = tf.reduce_max(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
opt = tf.train.GradientDescentOptimizer(0.05)
train_op = opt.minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        _, l = sess.run([train_op, loss], feed_dict={x: X, y: Y})
        if step % 10 == 0:
            print("step", step, "loss", l)
    print("pred", sess.run(pred, feed_dict={x: X[:4]}))
