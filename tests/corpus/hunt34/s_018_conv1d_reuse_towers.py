import numpy as np
import tensorflow as tf

tf.set_random_seed(18)
np.random.seed(18)

A = np.random.randn(6, 10, 2).astype(np.float32)
B = np.random.randn(6, 10, 2).astype(np.float32)
Y = np.random.randint(0, 2, (6, 1)).astype(np.float32)

xa = tf.placeholder(tf.float32, [None, 10, 2])
xb = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 1])

def encoder(x, reuse):
    with tf.variable_scope('enc', reuse=reuse):
        h = tf.layers.conv1d(x, 8, 3, activation=tf.nn.relu, name='conv')
        h = tf.reduce_max(h, axis=1)
    return h

ea = encoder(xa, False)
eb = encoder(xb, True)
dist = tf.reduce_sum(tf.abs(ea - eb), axis=1, keepdims=True)
logit = -dist + 1.0
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(10):
        l, _ = sess.run([loss, train], {xa: A, xb: B, y: Y})
        print(i, l)
