import numpy as np
import tensorflow as tf

np.random.seed(12)
tf.set_random_seed(12)

batch = 4
x = tf.placeholder(tf.float32, [batch, 3])
y = tf.placeholder(tf.float32, [batch, 1])
w = tf.get_variable("w", [3, 1], initializer=tf.constant_initializer(0.1))
b = tf.get_variable("b", [1], initializer=tf.zeros_initializer())

xs = tf.unstack(x, axis=0)
ys = tf.unstack(y, axis=0)
per_example = []
for xi, yi in zip(xs, ys):
    pi = tf.matmul(tf.expand_dims(xi, 0), w) + b
    li = tf.reduce_sum(tf.square(pi - yi))
    gw, gb = tf.gradients(li, [w, b])
    per_example.append(tf.concat([tf.reshape(gw, [-1]), gb], axis=0))
G = tf.stack(per_example)
norms = tf.norm(G, axis=1)
clipped = G / tf.maximum(1.0, tf.expand_dims(norms, 1) / 0.5)
mean_grad = tf.reduce_mean(clipped, axis=0)

X = np.random.randn(batch, 3).astype(np.float32)
Y = np.random.randn(batch, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    g, n, m = sess.run([G, norms, mean_grad], feed_dict={x: X, y: Y})
    print("per-example grads\n", np.round(g, 4))
    print("norms", np.round(n, 4))
    print("clipped mean", np.round(m, 4))
