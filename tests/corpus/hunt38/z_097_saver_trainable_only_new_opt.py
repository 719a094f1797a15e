import os
import shutil
import numpy as np
import tensorflow as tf

np.random.seed(97)
tf.set_random_seed(97)
cdir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_z097")
shutil.rmtree(cdir, ignore_errors=True)
os.makedirs(cdir)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.get_variable("w", [3, 1], initializer=tf.zeros_initializer())
b = tf.get_variable("b", [1], initializer=tf.zeros_initializer())
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) + b - y))
train_adam = tf.train.AdamOptimizer(0.1).minimize(loss)
saver = tf.train.Saver(var_list=tf.trainable_variables())

X = np.random.randn(30, 3).astype(np.float32)
Y = X @ np.array([[1.0], [1.0], [-1.0]], dtype=np.float32) + 2.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        sess.run(train_adam, {x: X, y: Y})
    print("phase1 %.5f" % sess.run(loss, {x: X, y: Y}))
    saver.save(sess, os.path.join(cdir, "weights.ckpt"))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    saver.restore(sess, os.path.join(cdir, "weights.ckpt"))
    print("restored %.5f" % sess.run(loss, {x: X, y: Y}))
    for i in range(10):
        sess.run(train_adam, {x: X, y: Y})
    print("phase2 %.5f" % sess.run(loss, {x: X, y: Y}), np.round(sess.run(w).ravel(), 4))
