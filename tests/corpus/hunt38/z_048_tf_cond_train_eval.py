import numpy as np
import tensorflow as tf

np.random.seed(48)
tf.set_random_seed(48)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
is_train = tf.placeholder(tf.bool, [])
noise_std = tf.constant(0.0)
h = tf.layers.dense(x, 8, tf.nn.relu, name="h")
# train branch: scale, eval branch: identity (no randomness, deterministic)
h2 = tf.cond(is_train, lambda: h * 0.8, lambda: h)
out = tf.layers.dense(h2, 1, name="o")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
counter = tf.Variable(0, trainable=False)
inc = tf.assign_add(counter, 1)

X = np.random.randn(40, 4).astype(np.float32)
Y = X.sum(axis=1, keepdims=True)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        _, _, lt = sess.run([train, inc, loss], {x: X, y: Y, is_train: True})
        le = sess.run(loss, {x: X, y: Y, is_train: False})
        if i % 5 == 0:
            print(i, "train %.5f eval %.5f" % (lt, le))
    print("counter", sess.run(counter))
