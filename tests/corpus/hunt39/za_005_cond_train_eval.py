import numpy as np
import tensorflow as tf

tf.set_random_seed(5)
np.random.seed(5)

X = np.random.randn(50, 6).astype(np.float32)
Y = (X[:, :1] * 2 - X[:, 1:2]).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])
is_training = tf.placeholder_with_default(False, shape=[], name="is_training")

h = tf.layers.dense(x, 16, activation=tf.nn.tanh)
noise = tf.random_normal(tf.shape(h), stddev=0.1, seed=7)
h = tf.cond(is_training, lambda: h + noise, lambda: h)
scale = tf.cond(is_training, lambda: tf.constant(1.0), lambda: tf.constant(0.5))
out = tf.layers.dense(h, 1) * scale
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(25):
    tl, _ = sess.run([loss, train], {x: X, y: Y, is_training: True})
    if i % 5 == 4:
        el = sess.run(loss, {x: X, y: Y})
        print("train %.5f eval %.5f" % (tl, el))
print(np.round(sess.run(out, {x: X[:3]}), 4))
