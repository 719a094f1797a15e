import numpy as np
import tensorflow as tf

tf.set_random_seed(38)
np.random.seed(38)

xs = np.linspace(-1, 1, 80).astype(np.float32)
ys = (0.5 - 1.2 * xs + 2.0 * xs ** 2 + 0.05 * np.random.randn(80)).astype(np.float32)

X = tf.placeholder(tf.float32)
Y = tf.placeholder(tf.float32)
coeffs = [tf.Variable(0.0, name="c%d" % i) for i in range(4)]
model = tf.add_n([c * tf.pow(X, float(i)) for i, c in enumerate(coeffs)])
cost = tf.reduce_sum(tf.square(Y - model)) / (2 * 80)
train_op = tf.train.AdagradOptimizer(0.5).minimize(cost)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(100):
        for (xi, yi) in zip(xs[::8], ys[::8]):
            sess.run(train_op, feed_dict={X: xs, Y: ys})
        if epoch % 25 == 0:
            print("epoch", epoch, "cost", sess.run(cost, feed_dict={X: xs, Y: ys}))
    print("coefficients:", [round(float(v), 4) for v in sess.run(coeffs)])
