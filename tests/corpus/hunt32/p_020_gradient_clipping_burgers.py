# Burgers PINN with compute_gradients + clip_by_global_norm + apply_gradients, global_step and decay
import numpy as np
import tensorflow as tf

np.random.seed(3)
tf.set_random_seed(3)


def net_u(x, t, layers):
    h = tf.concat([x, t], 1)
    with tf.variable_scope("net", reuse=tf.AUTO_REUSE):
        for i, width in enumerate(layers):
            h = tf.layers.dense(h, width, activation=tf.tanh, name="hidden_%d" % i)
        return tf.layers.dense(h, 1, name="output")


def main():
    nu = 0.05
    x = tf.placeholder(tf.float32, [None, 1])
    t = tf.placeholder(tf.float32, [None, 1])
    xb = tf.placeholder(tf.float32, [None, 1])
    tb = tf.placeholder(tf.float32, [None, 1])
    ub = tf.placeholder(tf.float32, [None, 1])
    u = net_u(x, t, [16, 16])
    u_x = tf.gradients(u, x)[0]
    u_t = tf.gradients(u, t)[0]
    u_xx = tf.gradients(u_x, x)[0]
    residual = u_t + u * u_x - nu * u_xx
    u_b = net_u(xb, tb, [16, 16])
    loss = tf.reduce_mean(tf.square(residual)) + tf.reduce_mean(tf.square(u_b - ub))
    global_step = tf.Variable(0, trainable=False, name="global_step")
    lr = tf.train.exponential_decay(0.01, global_step, 50, 0.9, staircase=True)
    opt = tf.train.AdamOptimizer(lr)
    gvs = opt.compute_gradients(loss)
    grads, vars_ = zip(*gvs)
    grads, gnorm = tf.clip_by_global_norm(grads, 1.0)
    train_op = opt.apply_gradients(zip(grads, vars_), global_step=global_step)

    xr = np.random.uniform(-1, 1, (60, 1)).astype(np.float32)
    tr = np.random.uniform(0, 1, (60, 1)).astype(np.float32)
    xbv = np.linspace(-1, 1, 20)[:, None].astype(np.float32)
    tbv = np.zeros_like(xbv)
    ubv = -np.sin(np.pi * xbv)
    fd = {x: xr, t: tr, xb: xbv, tb: tbv, ub: ubv}
    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    for i in range(200):
        _, l, gn = sess.run([train_op, loss, gnorm], fd)
        if i % 50 == 0:
            print(i, l, gn, sess.run(lr))
    print(sess.run(global_step))
    print(sess.run(u, {x: xbv[::5], t: tbv[::5] + 0.5}).ravel())


main()
