# Navier-Stokes inverse PINN with a stream function psi: u = psi_y, v = -psi_x; lambda_1, lambda_2
import numpy as np
import tensorflow as tf

flags = tf.app.flags
flags.DEFINE_integer("n_iter", 101, "Adam iterations")
flags.DEFINE_float("lr", 1e-3, "learning rate")
FLAGS = flags.FLAGS


def xavier_init(size):
    in_dim, out_dim = size
    xavier_stddev = np.sqrt(2 / (in_dim + out_dim))
    return tf.Variable(tf.truncated_normal([in_dim, out_dim], stddev=xavier_stddev), dtype=tf.float32)


def build_net(layers):
    weights, biases = [], []
    for l in range(len(layers) - 1):
        weights.append(xavier_init([layers[l], layers[l + 1]]))
        biases.append(tf.Variable(tf.zeros([1, layers[l + 1]], dtype=tf.float32), dtype=tf.float32))
    return weights, biases


def forward(X, weights, biases):
    H = X
    for W, b in zip(weights[:-1], biases[:-1]):
        H = tf.tanh(tf.matmul(H, W) + b)
    return tf.matmul(H, weights[-1]) + biases[-1]


def main(_):
    np.random.seed(1234)
    tf.set_random_seed(1234)
    N = 50
    xd = np.random.rand(N, 1).astype(np.float32)
    yd = np.random.rand(N, 1).astype(np.float32)
    td = np.random.rand(N, 1).astype(np.float32)
    ud = (np.cos(xd) * np.sin(yd) * np.exp(-td)).astype(np.float32)
    vd = (-np.sin(xd) * np.cos(yd) * np.exp(-td)).astype(np.float32)

    weights, biases = build_net([3, 20, 20, 2])
    lambda_1 = tf.Variable([0.0], dtype=tf.float32)
    lambda_2 = tf.Variable([0.0], dtype=tf.float32)
    x = tf.placeholder(tf.float32, [None, 1])
    y = tf.placeholder(tf.float32, [None, 1])
    t = tf.placeholder(tf.float32, [None, 1])
    u_obs = tf.placeholder(tf.float32, [None, 1])
    v_obs = tf.placeholder(tf.float32, [None, 1])

    psi_and_p = forward(tf.concat([x, y, t], 1), weights, biases)
    psi = psi_and_p[:, 0:1]
    p = psi_and_p[:, 1:2]
    u = tf.gradients(psi, y)[0]
    v = -tf.gradients(psi, x)[0]
    u_t = tf.gradients(u, t)[0]
    u_x = tf.gradients(u, x)[0]
    u_y = tf.gradients(u, y)[0]
    u_xx = tf.gradients(u_x, x)[0]
    u_yy = tf.gradients(u_y, y)[0]
    v_t = tf.gradients(v, t)[0]
    v_x = tf.gradients(v, x)[0]
    v_y = tf.gradients(v, y)[0]
    v_xx = tf.gradients(v_x, x)[0]
    v_yy = tf.gradients(v_y, y)[0]
    p_x = tf.gradients(p, x)[0]
    p_y = tf.gradients(p, y)[0]
    f_u = u_t + lambda_1 * (u * u_x + v * u_y) + p_x - lambda_2 * (u_xx + u_yy)
    f_v = v_t + lambda_1 * (u * v_x + v * v_y) + p_y - lambda_2 * (v_xx + v_yy)
    loss = tf.reduce_sum(tf.square(u_obs - u)) + tf.reduce_sum(tf.square(v_obs - v)) + \
        tf.reduce_sum(tf.square(f_u)) + tf.reduce_sum(tf.square(f_v))
    train_op = tf.train.AdamOptimizer(FLAGS.lr).minimize(loss)

    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    fd = {x: xd, y: yd, t: td, u_obs: ud, v_obs: vd}
    for it in range(FLAGS.n_iter):
        sess.run(train_op, fd)
        if it % 25 == 0:
            l, l1, l2 = sess.run([loss, lambda_1, lambda_2], fd)
            print('It: %d, Loss: %.3e, l1: %.3f, l2: %.5f' % (it, l, l1[0], l2[0]))
    print(sess.run([u, v], {x: xd[:3], y: yd[:3], t: td[:3]}))


if __name__ == "__main__":
    tf.app.run()
