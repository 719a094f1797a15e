import os
import shutil
import numpy as np
import tensorflow as tf

np.random.seed(50)
tf.set_random_seed(50)
save_dir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_z050")
shutil.rmtree(save_dir, ignore_errors=True)
os.makedirs(save_dir)
best_path = os.path.join(save_dir, "best")

X = np.random.randn(120, 6).astype(np.float32)
Y = (X[:, :2].sum(1) + 0.5 * np.random.randn(120)).astype(np.float32)
Xt, Yt, Xv, Yv = X[:90], Y[:90], X[90:], Y[90:]

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None])
h = tf.layers.dense(x, 32, tf.nn.relu)
p = tf.squeeze(tf.layers.dense(h, 1), -1)
loss = tf.reduce_mean(tf.square(p - y))
train = tf.train.AdamOptimizer(0.03).minimize(loss)
saver = tf.train.Saver(max_to_keep=1)

best_val, best_epoch = 1e9, -1
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(15):
        perm = np.random.permutation(90)
        for i in range(0, 90, 30):
            sess.run(train, {x: Xt[perm[i:i + 30]], y: Yt[perm[i:i + 30]]})
        vl = sess.run(loss, {x: Xv, y: Yv})
        if vl < best_val:
            best_val, best_epoch = vl, epoch
            saver.save(sess, best_path)
        print("epoch %2d val %.5f%s" % (epoch, vl, " *" if epoch == best_epoch else ""))
    print("last val %.5f" % sess.run(loss, {x: Xv, y: Yv}))
    saver.restore(sess, best_path)
    print("restored best epoch", best_epoch, "val %.5f" % sess.run(loss, {x: Xv, y: Yv}))
