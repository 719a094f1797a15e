import os
import numpy as np
import tensorflow as tf

tf.set_random_seed(18)
np.random.seed(18)
X = np.random.randn(24, 4).astype(np.float32)
Y = np.random.randn(24, 1).astype(np.float32)
CKPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_y018", "model")

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 6, activation=tf.nn.relu)
with tf.variable_scope("reg"):
    reg = tf.keras.layers.Dense(1)
    pred = reg(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
saver = tf.train.Saver()

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print("step", i, l)
    path = saver.save(sess, CKPT)
    print(sess.run(reg.kernel)[:, 0])
    sess.run(tf.global_variables_initializer())
    print("reset", sess.run(loss, feed_dict={x: X, y: Y}))
    saver.restore(sess, CKPT)
    print("restored", sess.run(loss, feed_dict={x: X, y: Y}))
    print(sorted(n for n, _ in tf.train.list_variables(CKPT)))
