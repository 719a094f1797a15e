import numpy as np
import tensorflow as tf

tf.set_random_seed(84)
np.random.seed(84)
act = tf.nn.relu
hparams = {"act": act, "units": 5}
x = tf.placeholder(tf.float32, [None, 4])
h = tf.layers.dense(x, 5, activation=act, name="h")
act = tf.nn.elu
pre = tf.layers.dense(h, 3, name="pre")
out = act(pre)                 # elu now
out2 = hparams["act"](pre)     # still relu
loss = tf.reduce_mean(tf.square(out - out2 - 0.2))
tr = tf.train.AdamOptimizer(0.05).minimize(loss)
X = np.random.randn(7, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
    print(sess.run(out, {x: X[:2]}).round(4))
