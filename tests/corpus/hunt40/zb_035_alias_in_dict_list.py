import numpy as np
import tensorflow as tf

tf.set_random_seed(35)
np.random.seed(35)
act = tf.nn.relu
dense = tf.layers.dense
ACTS = {"relu": act, "tanh": tf.nn.tanh, "none": None}
layer_fns = [dense, dense]

def apply(fn, x, n, a):
    return fn(x, n, activation=a)

x = tf.placeholder(tf.float32, [None, 4])
h = apply(dense, x, 5, ACTS["relu"])
h = layer_fns[1](h, 3, activation=ACTS["tanh"])
o = dense(h, 1, activation=ACTS["none"])
loss = tf.reduce_mean(tf.square(o - act(x[:, :1])))
tr = tf.train.AdamOptimizer(0.02).minimize(loss)
X = np.random.randn(10, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
    print([v.name for v in tf.trainable_variables()])
