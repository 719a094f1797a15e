# tf.reset_default_graph() between two training runs with different activations
import numpy as np
import tensorflow as tf


def run(activation, name):
    tf.reset_default_graph()
    tf.set_random_seed(57)
    x = tf.placeholder(tf.float32, [None, 1])
    h = tf.layers.dense(x, 16, activation=activation)
    u = tf.layers.dense(h, 1)
    u_xx = tf.gradients(tf.gradients(u, x)[0], x)[0]
    loss = tf.reduce_mean(tf.square(u_xx + tf.sin(x))) + tf.square(tf.reduce_sum(u[:1]))
    train = tf.train.AdamOptimizer(0.01).minimize(loss)
    xs = np.linspace(0, 3, 15)[:, None].astype(np.float32)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for _ in range(80):
            sess.run(train, {x: xs})
        print(name, sess.run(loss, {x: xs}))


run(tf.tanh, "tanh")
run(tf.sin, "sin")
