import numpy as np
import tensorflow as tf

tf.set_random_seed(80)
np.random.seed(80)

X = np.random.randn(20, 2).astype(np.float32)
Y = (X @ np.array([1.0, -1.0], np.float32) > 0).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None])
w = tf.Variable(tf.zeros([2]))
logit = tf.reduce_sum(x * w, axis=1)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit)) + 0.01 * tf.reduce_sum(tf.square(w))
grad = tf.gradients(loss, w)[0]
hess = tf.hessians(loss, w)[0]
newton = tf.assign_sub(w, tf.linalg.matvec(tf.matrix_inverse(hess), grad))
gd = tf.train.GradientDescentOptimizer(1.0).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    feed = {x: X, y: Y}
    print("H at 0:\n", sess.run(hess, feed))
    for i in range(6):
        sess.run(newton, feed)
        print("newton %d loss %.8f" % (i, sess.run(loss, feed)))
    w_newton = sess.run(w)
    sess.run(w.initializer)
    for i in range(200):
        sess.run(gd, feed)
    print("newton w", w_newton, "gd w", sess.run(w))
    print("eigvals of H", np.round(np.linalg.eigvalsh(sess.run(hess, feed)), 5))
