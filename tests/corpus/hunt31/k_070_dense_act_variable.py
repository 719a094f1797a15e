"""Dense activation name taken from tf.app.flags (hard_sigmoid gate), trained with tf.train."""
import numpy as np
import tensorflow as tf

flags = tf.app.flags
flags.DEFINE_string("act", "hard_sigmoid", "hidden activation")
flags.DEFINE_integer("units", 4, "hidden units")
FLAGS = flags.FLAGS


def main(_):
    tf.set_random_seed(70)
    np.random.seed(70)
    x = tf.placeholder(tf.float32, [None, 3])
    y = tf.placeholder(tf.float32, [None, 1])
    hidden = tf.keras.layers.Dense(FLAGS.units, activation=FLAGS.act)
    out = tf.keras.layers.Dense(1)
    h = hidden(x)
    pred = out(h)
    loss = tf.reduce_mean(tf.square(pred - y))
    train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    X = np.random.randn(10, 3).astype(np.float32) * 3
    Y = X[:, :1]
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for i in range(5):
            l, _ = sess.run([loss, train_op], {x: X, y: Y})
        print("loss", l)
        print("h", sess.run(h, {x: X[:1]}))


if __name__ == "__main__":
    tf.app.run()
