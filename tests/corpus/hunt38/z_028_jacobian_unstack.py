import numpy as np
import tensorflow as tf

np.random.seed(28)
tf.set_random_seed(28)

x = tf.placeholder(tf.float32, [3])
W = tf.constant(np.random.randn(4, 3).astype(np.float32))
y = tf.nn.softplus(tf.linalg.matvec(W, x))
ys = tf.unstack(y)
jac = tf.stack([tf.gradients(yi, x)[0] for yi in ys])
# vector-Jacobian product via grad_ys
u = tf.placeholder(tf.float32, [4])
vjp = tf.gradients(y, x, grad_ys=u)[0]
# jacobian-vector product via the double-grad trick
v = tf.placeholder(tf.float32, [3])
dummy = tf.ones_like(y)
g = tf.gradients(y, x, grad_ys=dummy)[0]
jvp = tf.gradients(g, dummy, grad_ys=v)[0]

with tf.Session() as sess:
    xv = np.array([0.5, -1.0, 2.0], dtype=np.float32)
    uv = np.array([1.0, 0.0, -1.0, 2.0], dtype=np.float32)
    vv = np.array([0.0, 1.0, 1.0], dtype=np.float32)
    J, a, b = sess.run([jac, vjp, jvp], feed_dict={x: xv, u: uv, v: vv})
    print("J", np.round(J, 5))
    print("vjp", np.round(a, 5), np.round(uv @ J, 5))
    print("jvp", np.round(b, 5), np.round(J @ vv, 5))
