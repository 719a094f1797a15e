import numpy as np
import tensorflow as tf

np.random.seed(90)
X = np.random.randn(40, 3).astype(np.float32)
Y = X @ np.array([[1.0], [-2.0], [0.5]], dtype=np.float32)


def fit(make_opt, tag):
    tf.reset_default_graph()
    x = tf.placeholder(tf.float32, [None, 3])
    y = tf.placeholder(tf.float32, [None, 1])
    w = tf.Variable(np.full((3, 1), 0.1, np.float32))
    loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - y))
    train = make_opt().minimize(loss)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for _ in range(10):
            sess.run(train, {x: X, y: Y})
        print(tag, "loss %.6f" % sess.run(loss, {x: X, y: Y}), np.round(sess.run(w).ravel(), 5))


fit(lambda: tf.train.MomentumOptimizer(0.05, 0.9, use_nesterov=True), "nesterov")
fit(lambda: tf.train.AdadeltaOptimizer(), "adadelta-defaults")
fit(lambda: tf.train.RMSPropOptimizer(0.01), "rmsprop")
fit(lambda: tf.train.RMSPropOptimizer(0.01, momentum=0.5, centered=True), "rmsprop-centered")
fit(lambda: tf.train.AdagradOptimizer(0.1, initial_accumulator_value=0.5), "adagrad")
fit(lambda: tf.train.AdamOptimizer(0.1, epsilon=1.0), "adam-eps1")
