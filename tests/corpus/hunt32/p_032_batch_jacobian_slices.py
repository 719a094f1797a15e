# Batch Jacobian of a 3-output velocity field with a Python loop over y[:, i] slices
import numpy as np
import tensorflow as tf

tf.set_random_seed(32)
np.random.seed(32)


def velocity_field(X, n_out=3):
    h = tf.layers.dense(X, 16, activation=tf.nn.tanh, name="v1")
    return tf.layers.dense(h, n_out, name="v2")


X = tf.placeholder(tf.float32, [None, 3])
V = velocity_field(X)
rows = [tf.gradients(V[:, i], X)[0] for i in range(3)]
J = tf.stack(rows, axis=1)
divergence = tf.trace(J)
curl_z = J[:, 1, 0] - J[:, 0, 1]
loss = tf.reduce_mean(tf.square(divergence))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
pts = np.random.randn(10, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(divergence, {X: pts[:3]}))
    for i in range(100):
        sess.run(train, {X: pts})
    print(sess.run([loss, curl_z], {X: pts}))
