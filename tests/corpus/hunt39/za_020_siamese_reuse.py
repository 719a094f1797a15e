import numpy as np
import tensorflow as tf

tf.set_random_seed(20)
np.random.seed(20)

A = np.random.randn(8, 6).astype(np.float32)
Bv = np.random.randn(8, 6).astype(np.float32)
lbl = np.random.randint(0, 2, (8,)).astype(np.float32)

x1 = tf.placeholder(tf.float32, [None, 6])
x2 = tf.placeholder(tf.float32, [None, 6])
label = tf.placeholder(tf.float32, [None])

with tf.variable_scope("tower"):
    h1 = tf.layers.dense(x1, 10, activation=tf.nn.relu, name="fc1")
    o1 = tf.layers.dense(h1, 4, name="fc2")
with tf.variable_scope("tower", reuse=True):
    h2 = tf.layers.dense(x2, 10, activation=tf.nn.relu, name="fc1")
    o2 = tf.layers.dense(h2, 4, name="fc2")

d = tf.sqrt(tf.reduce_sum(tf.square(o1 - o2), 1) + 1e-6)
margin = 1.0
loss = tf.reduce_mean(label * tf.square(d) + (1 - label) * tf.square(tf.maximum(margin - d, 0)))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        _, l = sess.run([train, loss], {x1: A, x2: Bv, label: lbl})
        print("%d %.5f" % (i, l))
    print(len(tf.trainable_variables()), [v.name for v in tf.trainable_variables()])
    print(np.round(sess.run(d, {x1: A, x2: Bv}), 4))
