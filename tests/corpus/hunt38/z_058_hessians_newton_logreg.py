import numpy as np
import tensorflow as tf

np.random.seed(58)
tf.set_random_seed(58)

X_np = np.hstack([np.random.randn(60, 2), np.ones((60, 1))]).astype(np.float64)
y_np = (X_np[:, 0] - 0.5 * X_np[:, 1] + 0.3 * np.random.randn(60) > 0).astype(np.float64)

X = tf.constant(X_np)
y = tf.constant(y_np)
beta = tf.Variable(np.zeros(3), dtype=tf.float64, name="beta")
logits = tf.linalg.matvec(X, beta)
nll = tf.reduce_sum(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits)) + 0.01 * tf.reduce_sum(beta ** 2)
grad = tf.gradients(nll, beta)[0]
hess = tf.hessians(nll, beta)[0]
step = tf.linalg.solve(hess, tf.expand_dims(grad, -1))[:, 0]
newton_update = beta.assign_sub(step)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(6):
        l, g = sess.run([nll, grad])
        print("iter", it, "nll %.6f |g| %.3e" % (l, np.linalg.norm(g)))
        sess.run(newton_update)
    print("beta", np.round(sess.run(beta), 5))
    print("hess diag", np.round(np.diag(sess.run(hess)), 4))
