import numpy as np
import tensorflow as tf

tf.set_random_seed(31)
np.random.seed(31)

def tower(x, idx, reuse=False):
    with tf.variable_scope(f"tower_{idx}", reuse=reuse):
        h = tf.layers.dense(x, 5, activation=tf.nn.tanh, name="h")
        return tf.layers.dense(h, 3, name="emb")

def shared(x, name):
    with tf.variable_scope("shared_" + name, reuse=tf.AUTO_REUSE):
        return tf.layers.dense(x, 3, name="proj")

a = tf.placeholder(tf.float32, [None, 4])
b = tf.placeholder(tf.float32, [None, 4])
ea = tower(a, 0)
eb = tower(b, 0, reuse=True)
ec = tower(b, 1)
pa = shared(ea, "x")
pb = shared(eb, "x")   # same name twice -> same vars
pc = shared(ec, "y")
dist = tf.reduce_sum(tf.square(pa - pb), 1) + tf.reduce_sum(tf.square(pa - pc), 1)
lab = tf.placeholder(tf.float32, [None])
loss = tf.reduce_mean(lab * dist + (1 - lab) * tf.maximum(0.0, 1.0 - dist))
tr = tf.train.AdamOptimizer(0.01).minimize(loss)
A_ = np.random.randn(8, 4).astype(np.float32)
B_ = np.random.randn(8, 4).astype(np.float32)
L_ = (np.random.rand(8) > 0.5).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, tr], {a: A_, b: B_, lab: L_})
        print(i, round(float(l), 5))
    print(sorted(v.name for v in tf.trainable_variables()))
