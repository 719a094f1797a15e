# Hessian-vector products by double backprop (Pearlmutter trick) on a float64 Rosenbrock
import numpy as np
import tensorflow as tf

x = tf.Variable(np.array([-1.2, 1.0, 0.5], np.float64))
v = tf.placeholder(tf.float64, [3])
f = tf.reduce_sum(100.0 * tf.square(x[1:] - tf.square(x[:-1])) + tf.square(1.0 - x[:-1]))
g = tf.gradients(f, x)[0]
hvp = tf.gradients(tf.reduce_sum(g * tf.stop_gradient(v)), x)[0]
H = tf.hessians(f, x)[0]

sess = tf.Session()
sess.run(tf.global_variables_initializer())
vec = np.array([1.0, 0.0, -1.0])
print(sess.run(f))
print(sess.run(g))
print(sess.run(hvp, {v: vec}))
print(sess.run(H).dot(vec))
# Newton steps
for i in range(5):
    Hv, gv = sess.run([H, g])
    step = np.linalg.solve(Hv + 1e-3 * np.eye(3), gv)
    sess.run(x.assign(sess.run(x) - step))
    print(i, sess.run(f))
