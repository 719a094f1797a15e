import numpy as np
import tensorflow as tf

tf.set_random_seed(86)
np.random.seed(86)

A = np.random.randn(6, 5).astype(np.float32)
B = np.random.randn(6, 5).astype(np.float32)
sim_lbl = np.array([1, 0, 1, 1, 0, 0], np.float32)

def tower(inp):
    with tf.variable_scope("tower", reuse=tf.AUTO_REUSE):
        h = tf.layers.dense(inp, 8, activation=tf.nn.relu, name="fc1")
        return tf.layers.dense(h, 3, name="fc2")

x1 = tf.placeholder(tf.float32, [None, 5])
x2 = tf.placeholder(tf.float32, [None, 5])
lbl = tf.placeholder(tf.float32, [None])
e1 = tower(x1)
e2 = tower(x2)
score = tf.reduce_sum(e1 * e2, axis=1)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=lbl, logits=score))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x1: A, x2: B, lbl: sim_lbl})
        print(i, "%.5f" % l)
    print(np.round(sess.run(score, {x1: A, x2: B}), 4))
    print(len(tf.trainable_variables()))
