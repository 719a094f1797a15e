import numpy as np
import tensorflow as tf

np.random.seed(49)
tf.set_random_seed(49)

A = tf.placeholder(tf.float32, [4, 4])
v0 = tf.placeholder(tf.float32, [4])
n_iter = tf.placeholder(tf.int32, [])


def cond(i, v, lam):
    return i < n_iter


def body(i, v, lam):
    w = tf.linalg.matvec(A, v)
    lam_new = tf.reduce_sum(v * w)
    return i + 1, w / tf.norm(w), lam_new


_, v_final, lam_final = tf.while_loop(cond, body, [tf.constant(0), v0, tf.constant(0.0)])
grad_A = tf.gradients(lam_final, A)[0]

M = np.random.randn(4, 4).astype(np.float32)
M = M @ M.T
with tf.Session() as sess:
    for n in [5, 20, 50]:
        lv, vv = sess.run([lam_final, v_final], {A: M, v0: np.ones(4, np.float32), n_iter: n})
        print(n, "lambda %.5f" % lv, np.round(vv, 4))
    print("numpy max eig %.5f" % np.linalg.eigvalsh(M)[-1])
    print("grad", np.round(sess.run(grad_A, {A: M, v0: np.ones(4, np.float32), n_iter: 50}), 4))
