import numpy as np
import tensorflow as tf

tf.set_random_seed(18)
np.random.seed(18)

w = tf.Variable(np.array([1.0, -1.0, 0.5], dtype=np.float32), name="w")
Q = tf.constant(np.array([[2.0, 0.5, 0.0], [0.5, 1.0, 0.2], [0.0, 0.2, 3.0]], dtype=np.float32))
f = 0.5 * tf.reduce_sum(w * tf.linalg.matvec(Q, w)) + tf.reduce_sum(tf.sin(w))

g = tf.gradients(f, w)[0]
H = tf.hessians(f, w)[0]

# Newton steps
newton_dir = tf.linalg.solve(H, tf.expand_dims(g, 1))
newton_step = tf.assign_sub(w, tf.squeeze(newton_dir, 1))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("f0", sess.run(f))
    print("H0\n", np.round(sess.run(H), 5))
    for it in range(5):
        sess.run(newton_step)
        fv, gv = sess.run([f, g])
        print("newton it %d f=%.6f |g|=%.3e" % (it, fv, np.linalg.norm(gv)))
    print("w*", sess.run(w))
