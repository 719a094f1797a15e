import numpy as np
import tensorflow as tf

tf.set_random_seed(51)
np.random.seed(51)

X = np.random.randn(6, 10, 2).astype(np.float32)
Y = np.eye(3)[np.random.randint(0, 3, 6)].astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 3])
h = tf.layers.conv1d(x, 4, 3, activation=tf.nn.relu)
h = tf.reduce_max(h, axis=1)
logits = tf.layers.dense(h, 3)
ls = tf.losses.softmax_cross_entropy(y, logits, label_smoothing=0.1)
sig = tf.losses.sigmoid_cross_entropy(y, logits, label_smoothing=0.2)
hin = tf.losses.hinge_loss(y, logits)
lg = tf.losses.log_loss(y, tf.nn.sigmoid(logits))
tot = tf.losses.get_total_loss()
train = tf.train.AdamOptimizer(0.01).minimize(ls)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        r = sess.run([ls, sig, hin, lg, tot, train], {x: X, y: Y})
        print(i, r[:5])
