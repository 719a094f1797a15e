import numpy as np
import tensorflow as tf

tf.set_random_seed(39)
np.random.seed(39)

L = np.eye(3)[np.random.randint(0, 3, 6)].astype(np.float32)
X = np.random.randn(6, 4).astype(np.float32)
W = np.array([1., 0., 2., 0., 0., 1.], np.float32)
x = tf.placeholder(tf.float32, [None, 4])
lab = tf.placeholder(tf.float32, [None, 3])
w = tf.placeholder(tf.float32, [None])
logits = tf.layers.dense(x, 3)
l1 = tf.losses.softmax_cross_entropy(lab, logits, weights=w, label_smoothing=0.1)
l2 = tf.losses.softmax_cross_entropy(lab, logits, weights=w, reduction=tf.losses.Reduction.MEAN)
l3 = tf.losses.sigmoid_cross_entropy(lab, logits, weights=2.0, label_smoothing=0.2)
l4 = tf.losses.log_loss(lab, tf.nn.softmax(logits), reduction=tf.losses.Reduction.SUM_OVER_BATCH_SIZE)
l5 = tf.losses.hinge_loss(lab, logits, reduction=tf.losses.Reduction.NONE)
l6 = tf.losses.cosine_distance(tf.nn.l2_normalize(lab, 1), tf.nn.l2_normalize(logits, 1), axis=1)
total = l1 + l2 + l3 + l4 + l6
train = tf.train.GradientDescentOptimizer(0.1).minimize(total)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        r = sess.run([l1, l2, l3, l4, l6, train], {x: X, lab: L, w: W})
        print(np.round(r[:5], 5))
    print(np.round(sess.run(l5, {x: X, lab: L}), 4))
