import numpy as np
import tensorflow as tf

np.random.seed(17)
tf.set_random_seed(17)


def embed(x, reuse):
    with tf.variable_scope("embed", reuse=reuse):
        h = tf.layers.dense(x, 16, tf.nn.relu, name="h")
        e = tf.layers.dense(h, 4, name="e")
        return tf.nn.l2_normalize(e, axis=1)


def triplet_loss(a, p, n, margin=0.2):
    d_ap = tf.reduce_sum(tf.square(a - p), 1)
    d_an = tf.reduce_sum(tf.square(a - n), 1)
    return tf.reduce_mean(tf.maximum(d_ap - d_an + margin, 0.0)), d_ap, d_an


anchor = tf.placeholder(tf.float32, [None, 6])
pos = tf.placeholder(tf.float32, [None, 6])
neg = tf.placeholder(tf.float32, [None, 6])
ea = embed(anchor, False)
ep = embed(pos, True)
en = embed(neg, True)
loss, dap, dan = triplet_loss(ea, ep, en)
step = tf.train.AdamOptimizer(0.01).minimize(loss)

protos = np.random.randn(5, 6).astype(np.float32) * 2
def sample(n):
    c = np.random.randint(0, 5, n)
    c2 = (c + np.random.randint(1, 5, n)) % 5
    noise = lambda: 0.3 * np.random.randn(n, 6).astype(np.float32)
    return protos[c] + noise(), protos[c] + noise(), protos[c2] + noise()

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(50):
        a, p, n = sample(32)
        _, l = sess.run([step, loss], {anchor: a, pos: p, neg: n})
        if i % 10 == 0:
            print(i, round(float(l), 5))
    a, p, n = sample(8)
    d1, d2 = sess.run([dap, dan], {anchor: a, pos: p, neg: n})
    print("d_ap", np.round(d1, 4))
    print("d_an", np.round(d2, 4))
