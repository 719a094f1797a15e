import numpy as np
import tensorflow as tf

np.random.seed(14)
tf.set_random_seed(14)

x = tf.Variable(np.array([1.0, -0.5, 2.0], dtype=np.float32), name="x")
v = tf.placeholder(tf.float32, [3], name="v")
A = tf.constant(np.array([[2., 1., 0.], [1., 3., 1.], [0., 1., 4.]], dtype=np.float32))
f = 0.5 * tf.reduce_sum(x * tf.linalg.matvec(A, x)) + tf.reduce_sum(tf.sin(x))
g = tf.gradients(f, x)[0]
hvp = tf.gradients(tf.reduce_sum(g * tf.stop_gradient(v)), x)[0]
# full Hessian row by row
hess_rows = [tf.gradients(g[i], x)[0] for i in range(3)]
H = tf.stack(hess_rows)

sess = tf.InteractiveSession()
tf.global_variables_initializer().run()
print("f", f.eval())
print("g", np.round(g.eval(), 5))
vv = np.array([1.0, 0.0, -1.0], dtype=np.float32)
print("hvp", np.round(hvp.eval(feed_dict={v: vv}), 5))
print("H", np.round(H.eval(), 5))
print("H@v", np.round(H.eval().dot(vv), 5))
# Newton step
newton = tf.assign_sub(x, tf.linalg.solve(H, tf.expand_dims(g, 1))[:, 0])
for i in range(3):
    sess.run(newton)
    print("newton", i, np.round(x.eval(), 5), "f", round(float(f.eval()), 5))
sess.close()
