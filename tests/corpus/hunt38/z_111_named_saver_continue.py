import os
import shutil
import numpy as np
import tensorflow as tf

np.random.seed(111)
tf.set_random_seed(111)
CK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_z111")
shutil.rmtree(CK, ignore_errors=True)
os.makedirs(CK)

x = tf.placeholder(tf.float32, [None, 2], name="x")
y = tf.placeholder(tf.float32, [None, 1], name="y")
w = tf.Variable(tf.zeros([2, 1]), name="w")
b = tf.Variable(tf.zeros([1]), name="b")
global_step = tf.Variable(0, trainable=False, name="global_step")
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) + b - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss, global_step=global_step)
saver = tf.train.Saver(max_to_keep=5)

X = np.random.randn(40, 2).astype(np.float32)
Y = X @ np.array([[1.0], [-2.0]], dtype=np.float32) + 0.3
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        _, l = sess.run([train, loss], {x: X, y: Y})
        if (i + 1) % 4 == 0:
            saver.save(sess, os.path.join(CK, "model"), global_step=global_step)
            print("saved at", sess.run(global_step), "loss %.5f" % l)

with tf.Session() as sess:
    ckpt = tf.train.get_checkpoint_state(CK)
    print("all", [os.path.basename(p) for p in ckpt.all_model_checkpoint_paths])
    saver.restore(sess, ckpt.model_checkpoint_path)
    print("resumed at", sess.run(global_step))
    for i in range(8):
        _, l = sess.run([train, loss], {x: X, y: Y})
    print("final step", sess.run(global_step), "loss %.5f" % l, np.round(sess.run(w).ravel(), 5))
