import os
import numpy as np
import tensorflow as tf

np.random.seed(15)
tf.set_random_seed(15)
ckpt_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_z015")
if not os.path.isdir(ckpt_dir):
    os.makedirs(ckpt_dir)
for fn in os.listdir(ckpt_dir):
    os.remove(os.path.join(ckpt_dir, fn))

X = np.random.randn(50, 2).astype(np.float32)
Y = X.dot(np.array([[0.5], [-1.0]], dtype=np.float32)) + 0.2


def build():
    x = tf.placeholder(tf.float32, [None, 2])
    y = tf.placeholder(tf.float32, [None, 1])
    w = tf.get_variable("w", [2, 1], initializer=tf.zeros_initializer())
    b = tf.get_variable("b", [1], initializer=tf.zeros_initializer())
    loss = tf.reduce_mean(tf.square(tf.matmul(x, w) + b - y))
    gs = tf.train.get_or_create_global_step()
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss, global_step=gs)
    return x, y, loss, train, gs, w


x, y, loss, train, gs, w = build()
saver = tf.train.Saver(max_to_keep=2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        _, l = sess.run([train, loss], {x: X, y: Y})
        if (i + 1) % 3 == 0:
            p = saver.save(sess, os.path.join(ckpt_dir, "model.ckpt"), global_step=gs)
            print("saved", os.path.basename(p), "loss %.5f" % l)
    print("w after 10", sess.run(w).ravel())

tf.reset_default_graph()
x, y, loss, train, gs, w = build()
saver = tf.train.Saver()
with tf.Session() as sess:
    latest = tf.train.latest_checkpoint(ckpt_dir)
    print("latest", os.path.basename(latest))
    saver.restore(sess, latest)
    print("restored gs", sess.run(gs), "w", sess.run(w).ravel())
    for i in range(5):
        _, l = sess.run([train, loss], {x: X, y: Y})
    print("continued gs", sess.run(gs), "loss %.5f" % l)
print("files", sorted(f for f in os.listdir(ckpt_dir) if f.endswith(".index")))
