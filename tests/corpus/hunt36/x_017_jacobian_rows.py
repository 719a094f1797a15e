import numpy as np
import tensorflow as tf

tf.set_random_seed(17)
np.random.seed(17)

x = tf.placeholder(tf.float32, [3])
A = tf.constant(np.random.randn(4, 3).astype(np.float32))
y = tf.tanh(tf.reshape(tf.matmul(A, tf.reshape(x, [3, 1])), [4]))

# Jacobian dy/dx, one tf.gradients per output row
rows = tf.unstack(y)
jac = tf.stack([tf.gradients(yi, x)[0] for yi in rows])

# same via tf.split on a batch output
z = tf.expand_dims(x, 0) * tf.constant([[1.0, 2.0, 3.0]])
zz = tf.square(z)
parts = tf.split(zz, 3, axis=1)
jac2 = tf.concat([tf.gradients(p, x) for p in parts], axis=0)

with tf.Session() as sess:
    xv = np.array([0.1, -0.2, 0.3], dtype=np.float32)
    J = sess.run(jac, feed_dict={x: xv})
    print("J shape", J.shape)
    print(np.round(J, 5))
    yv = sess.run(y, {x: xv})
    analytic = (1 - yv ** 2)[:, None] * sess.run(A)
    print("matches analytic:", np.allclose(J, analytic, atol=1e-5))
    print("J2:\n", sess.run(jac2, {x: xv}))
