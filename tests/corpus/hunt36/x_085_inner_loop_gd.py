import numpy as np
import tensorflow as tf

tf.set_random_seed(85)
np.random.seed(85)

# MAML-style: one inner gradient step, outer update through it
X = np.random.randn(20, 1).astype(np.float32)
Y = 2.5 * X + 0.5
x = tf.placeholder(tf.float32, [None, 1])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(0.0)
b = tf.Variable(0.0)
inner_lr = 0.1

def model(w_, b_):
    return w_ * x + b_

loss0 = tf.reduce_mean(tf.square(model(w, b) - y))
gw, gb = tf.gradients(loss0, [w, b])
w1, b1 = w - inner_lr * gw, b - inner_lr * gb
loss1 = tf.reduce_mean(tf.square(model(w1, b1) - y))
meta_grads = tf.gradients(loss1, [w, b])
outer = tf.train.GradientDescentOptimizer(0.05).apply_gradients(zip(meta_grads, [w, b]))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    feed = {x: X, y: Y}
    print("meta grads at start", sess.run(meta_grads, feed))
    for i in range(50):
        sess.run(outer, feed)
        if i % 10 == 0:
            print("iter", i, "loss0 %.5f loss1 %.5f" % tuple(sess.run([loss0, loss1], feed)))
    print("w, b", sess.run([w, b]))
