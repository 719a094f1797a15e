import numpy as np
import tensorflow as tf

np.random.seed(47)
tf.set_random_seed(47)


def spectral_norm(w, name, iters=1):
    w_shape = w.shape.as_list()
    w_mat = tf.reshape(w, [-1, w_shape[-1]])
    u = tf.get_variable(name + "_u", [1, w_shape[-1]], initializer=tf.random_normal_initializer(), trainable=False)
    u_hat = u
    v_hat = None
    for _ in range(iters):
        v_hat = tf.nn.l2_normalize(tf.matmul(u_hat, tf.transpose(w_mat)))
        u_hat = tf.nn.l2_normalize(tf.matmul(v_hat, w_mat))
    u_hat = tf.stop_gradient(u_hat)
    v_hat = tf.stop_gradient(v_hat)
    sigma = tf.matmul(tf.matmul(v_hat, w_mat), tf.transpose(u_hat))
    with tf.control_dependencies([u.assign(u_hat)]):
        w_norm = tf.reshape(w_mat / sigma, w_shape)
    return w_norm, sigma


x = tf.placeholder(tf.float32, [None, 6])
W = tf.get_variable("W", [6, 4], initializer=tf.random_normal_initializer(stddev=1.0))
W_sn, sigma = spectral_norm(W, "W")
out = tf.matmul(x, W_sn)
loss = -tf.reduce_mean(out[:, 0])
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(16, 6).astype(np.float32)
true_sigma = None
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        _, s, l = sess.run([train, sigma, loss], {x: X})
        if i % 3 == 0:
            print(i, "sigma %.5f loss %.5f" % (s[0, 0], l))
    Wv = sess.run(W)
    print("true top sv %.5f" % np.linalg.svd(Wv, compute_uv=False)[0])
    print("sigma est %.5f" % sess.run(sigma)[0, 0])
