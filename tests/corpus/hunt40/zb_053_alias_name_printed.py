import numpy as np
import tensorflow as tf

tf.set_random_seed(53)
np.random.seed(53)
Opt = tf.train.AdamOptimizer
act = tf.nn.relu
bce = tf.nn.sigmoid_cross_entropy_with_logits
print("optimizer:", Opt.__name__, "activation:", act.__name__)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 5, activation=act)
o = tf.layers.dense(h, 1)
loss = tf.reduce_mean(bce(labels=y, logits=o))
opt = Opt(0.05)
print(type(opt).__name__, opt.get_name())
tr = opt.minimize(loss)
X = np.random.randn(6, 3).astype(np.float32)
Y = (np.random.rand(6, 1) > 0.5).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([loss, tr], {x: X, y: Y})[0]), 5))
