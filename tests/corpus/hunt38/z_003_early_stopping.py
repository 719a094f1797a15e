import numpy as np
import tensorflow as tf

np.random.seed(3)
tf.set_random_seed(3)

N = 300
X = np.random.randn(N, 5).astype(np.float32)
true_w = np.array([[1.0], [-2.0], [0.5], [0.0], [3.0]], dtype=np.float32)
Y = X.dot(true_w) + 0.3 * np.random.randn(N, 1).astype(np.float32)
X_tr, Y_tr = X[:200], Y[:200]
X_va, Y_va = X[200:], Y[200:]

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
lr = tf.placeholder(tf.float32, [], name="lr")
h = tf.layers.dense(x, 10, activation=tf.nn.tanh, name="h1")
pred = tf.layers.dense(h, 1, name="out")
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.MomentumOptimizer(lr, 0.9).minimize(loss)

best = float("inf")
patience, bad = 3, 0
cur_lr = 0.05
step = 0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(40):
        perm = np.random.permutation(200)
        for i in range(0, 200, 25):
            idx = perm[i:i + 25]
            sess.run(train_op, feed_dict={x: X_tr[idx], y: Y_tr[idx], lr: cur_lr})
            step += 1
            if step % 16 == 0:
                v = sess.run(loss, feed_dict={x: X_va, y: Y_va})
                print("step %d val %.5f lr %.4f" % (step, v, cur_lr))
                if v < best - 1e-4:
                    best = v
                    bad = 0
                else:
                    bad += 1
                    cur_lr *= 0.5
                if bad >= patience:
                    break
        if bad >= patience:
            print("early stop at epoch", epoch)
            break
    print("best val %.5f" % best)
    print("final train %.5f" % sess.run(loss, {x: X_tr, y: Y_tr}))
