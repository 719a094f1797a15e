# Per-sample input-gradient norms with tf.map_fn (each element differentiated separately)
import numpy as np
import tensorflow as tf

tf.set_random_seed(44)
np.random.seed(44)
X = tf.placeholder(tf.float32, [None, 3])
W = tf.Variable(tf.random_normal([3, 4], seed=3))
V = tf.Variable(tf.random_normal([4, 1], seed=4))


def model(inp):
    return tf.matmul(tf.nn.softplus(tf.matmul(inp, W)), V)


def per_example(xi):
    xi = tf.expand_dims(xi, 0)
    yi = model(xi)
    return tf.norm(tf.gradients(yi, xi)[0])


norms = tf.map_fn(per_example, X)
batch_grad = tf.gradients(model(X), X)[0]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    xs = np.random.randn(5, 3).astype(np.float32)
    print(sess.run(norms, {X: xs}))
    print(np.linalg.norm(sess.run(batch_grad, {X: xs}), axis=1))
