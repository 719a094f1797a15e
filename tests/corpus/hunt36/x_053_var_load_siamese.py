import numpy as np
import tensorflow as tf

tf.set_random_seed(53)
np.random.seed(53)

def tower(inp):
    with tf.variable_scope("tower", reuse=tf.AUTO_REUSE):
        w = tf.get_variable("w", [4, 3], initializer=tf.random_normal_initializer(stddev=0.5, seed=1))
        b = tf.get_variable("b", [3], initializer=tf.zeros_initializer())
        return tf.nn.tanh(tf.matmul(inp, w) + b)

left = tf.placeholder(tf.float32, [None, 4])
right = tf.placeholder(tf.float32, [None, 4])
same = tf.placeholder(tf.float32, [None])
e1, e2 = tower(left), tower(right)
dist = tf.sqrt(tf.reduce_sum(tf.square(e1 - e2), 1) + 1e-6)
margin = 1.0
contrastive = tf.reduce_mean(same * tf.square(dist) + (1 - same) * tf.square(tf.maximum(margin - dist, 0)))
train = tf.train.GradientDescentOptimizer(0.1).minimize(contrastive)

A = np.random.randn(64, 4).astype(np.float32)
B = np.where(np.random.rand(64, 1) < 0.5, A + 0.05 * np.random.randn(64, 4), np.random.randn(64, 4)).astype(np.float32)
S = (np.abs(A - B).sum(1) < 1.0).astype(np.float32)

print("shared variables:", [v.name for v in tf.global_variables()])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    w_var = [v for v in tf.global_variables() if v.name == "tower/w:0"][0]
    w_var.load(np.full((4, 3), 0.1, dtype=np.float32), sess)
    print("after load, loss", sess.run(contrastive, {left: A, right: B, same: S}))
    for i in range(80):
        _, l = sess.run([train, contrastive], {left: A, right: B, same: S})
        if i % 20 == 0:
            print("iter", i, "contrastive", l)
    d = sess.run(dist, {left: A[:4], right: B[:4]})
    print("distances", np.round(d, 4), "labels", S[:4])
