# DeepXDE-flavoured FNN with tf.get_variable + xavier initializer, PDE residual for u'' = -sin(x)
import numpy as np
import tensorflow as tf


class FNN(object):
    def __init__(self, layer_sizes, activation, initializer):
        self.layer_sizes = layer_sizes
        self.activation = activation
        self.initializer = initializer
        self.x = tf.placeholder(tf.float32, [None, layer_sizes[0]])
        y = self.x
        for i in range(len(layer_sizes) - 2):
            y = self.dense(y, layer_sizes[i + 1], activation=self.activation, name="dense_%d" % i)
        self.y = self.dense(y, layer_sizes[-1], name="dense_out")

    def dense(self, inputs, units, activation=None, name=None):
        with tf.variable_scope(name):
            W = tf.get_variable("kernel", [inputs.shape[1], units], initializer=self.initializer)
            b = tf.get_variable("bias", [units], initializer=tf.zeros_initializer())
            out = tf.matmul(inputs, W) + b
            return activation(out) if activation is not None else out


def pde(x, y):
    dy_x = tf.gradients(y, x)[0]
    dy_xx = tf.gradients(dy_x, x)[0]
    return dy_xx + tf.sin(x)


def main():
    tf.set_random_seed(0)
    np.random.seed(0)
    net = FNN([1, 24, 24, 1], tf.tanh, tf.contrib.layers.xavier_initializer(seed=0))
    residual = pde(net.x, net.y)
    x_bc = tf.constant([[0.0], [np.pi]])
    bc_loss = tf.constant(0.0)
    losses = [tf.reduce_mean(tf.square(residual))]
    train_op = tf.train.AdamOptimizer(0.005).minimize(tf.add_n(losses))
    xs = np.linspace(0, np.pi, 30)[:, None].astype(np.float32)
    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    for step in range(200):
        _, l = sess.run([train_op, losses], feed_dict={net.x: xs})
        if step % 50 == 0:
            print("Step %d, loss %s" % (step, l))
    print(sess.run(net.y, feed_dict={net.x: xs[::10]}).ravel())


if __name__ == "__main__":
    main()
