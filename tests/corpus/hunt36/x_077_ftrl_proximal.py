import numpy as np
import tensorflow as tf

tf.set_random_seed(77)
np.random.seed(77)

X = np.random.randn(300, 10).astype(np.float32)
true_w = np.zeros(10, np.float32); true_w[[1, 4, 7]] = [2.0, -3.0, 1.5]
Y = (X @ true_w > 0).astype(np.float32).reshape(-1, 1)

x = tf.placeholder(tf.float32, [None, 10])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(tf.zeros([10, 1]))
logit = tf.matmul(x, w)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
opt_ftrl = tf.train.FtrlOptimizer(0.5, l1_regularization_strength=0.05, l2_regularization_strength=0.01)
train = opt_ftrl.minimize(loss)
with tf.variable_scope("prox"):
    w2 = tf.Variable(tf.zeros([10, 1]))
loss2 = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=tf.matmul(x, w2)))
train2 = tf.train.ProximalGradientDescentOptimizer(0.5, l1_regularization_strength=0.01).minimize(loss2)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(100):
        sl = slice((i % 10) * 30, (i % 10) * 30 + 30)
        _, l, _, l2 = sess.run([train, loss, train2, loss2], {x: X[sl], y: Y[sl]})
        if i % 25 == 0:
            print("iter", i, "ftrl loss %.5f prox loss %.5f" % (l, l2))
    print("ftrl w", np.round(sess.run(w).ravel(), 3))
    print("prox w", np.round(sess.run(w2).ravel(), 3))
    print("ftrl zeros:", int((np.abs(sess.run(w)) < 1e-6).sum()))
