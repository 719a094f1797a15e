# Hessian of an energy by tf.unstack-ing the gradient and differentiating each entry (pre-tf.hessians idiom)
import numpy as np
import tensorflow as tf

q = tf.placeholder(tf.float32, [4])
K = tf.constant(np.diag([1.0, 2.0, 3.0, 4.0]).astype(np.float32))
E = 0.5 * tf.reduce_sum(q * tf.squeeze(tf.matmul(K, tf.expand_dims(q, 1)))) + 0.25 * tf.reduce_sum(q ** 4)
grad = tf.gradients(E, q)[0]
rows = [tf.gradients(gi, q)[0] for gi in tf.unstack(grad)]
Hess = tf.stack(rows)
with tf.Session() as sess:
    qv = np.array([0.1, -0.2, 0.3, 0.4], np.float32)
    print(sess.run(E, {q: qv}))
    print(sess.run(grad, {q: qv}))
    print(sess.run(Hess, {q: qv}))
