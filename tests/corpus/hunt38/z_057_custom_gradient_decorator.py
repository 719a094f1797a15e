import numpy as np
import tensorflow as tf

np.random.seed(57)
tf.set_random_seed(57)


@tf.custom_gradient
def clip_grad_layer(x):
    def grad(dy):
        return tf.clip_by_value(dy, -0.1, 0.1)
    return tf.identity(x), grad


@tf.custom_gradient
def log1pexp(x):
    e = tf.exp(x)
    def grad(dy):
        return dy * (1 - 1 / (1 + e))
    return tf.log(1 + e), grad


x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(np.random.randn(3, 1).astype(np.float32))
h = clip_grad_layer(tf.matmul(x, w))
out = log1pexp(h)
loss = tf.reduce_mean(tf.square(out - y))
gw = tf.gradients(loss, w)[0]
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)

X = np.random.randn(20, 3).astype(np.float32)
Y = np.abs(X[:, :1]) * 2
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("gw", np.round(sess.run(gw, {x: X, y: Y}).ravel(), 5))
    for i in range(10):
        _, l = sess.run([train, loss], {x: X, y: Y})
        print(i, "%.5f" % l)
