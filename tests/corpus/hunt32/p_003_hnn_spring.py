# Hamiltonian neural network (Greydanus 2019 style) on a mass-spring system
import numpy as np
import tensorflow as tf


def mlp(x, hidden=32, reuse=False):
    with tf.variable_scope("hnn", reuse=reuse):
        h = tf.layers.dense(x, hidden, activation=tf.tanh, name="l1")
        h = tf.layers.dense(h, hidden, activation=tf.tanh, name="l2")
        return tf.layers.dense(h, 1, name="out")


def main():
    np.random.seed(42)
    tf.set_random_seed(42)
    q = np.random.uniform(-1, 1, (64, 1)).astype(np.float32)
    p = np.random.uniform(-1, 1, (64, 1)).astype(np.float32)
    dq = p
    dp = -q

    q_ph = tf.placeholder(tf.float32, [None, 1], name="q")
    p_ph = tf.placeholder(tf.float32, [None, 1], name="p")
    dq_ph = tf.placeholder(tf.float32, [None, 1])
    dp_ph = tf.placeholder(tf.float32, [None, 1])

    H = mlp(tf.concat([q_ph, p_ph], axis=1))
    dH_dq, dH_dp = tf.gradients(H, [q_ph, p_ph])
    dq_pred = dH_dp
    dp_pred = -dH_dq
    loss = tf.reduce_mean(tf.square(dq_pred - dq_ph) + tf.square(dp_pred - dp_ph))
    opt = tf.train.AdamOptimizer(1e-3)
    train = opt.minimize(loss)

    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        fd = {q_ph: q, p_ph: p, dq_ph: dq, dp_ph: dp}
        for step in range(300):
            _, l = sess.run([train, loss], feed_dict=fd)
            if step % 100 == 0:
                print("step %d loss %.6f" % (step, l))
        test = {q_ph: np.array([[0.5], [0.0]], np.float32), p_ph: np.array([[0.0], [0.5]], np.float32)}
        print(sess.run([H, dq_pred, dp_pred], test))


if __name__ == "__main__":
    main()
