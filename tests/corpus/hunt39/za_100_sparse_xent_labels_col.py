import numpy as np
import tensorflow as tf

tf.set_random_seed(100)
np.random.seed(100)

X = np.random.randn(8, 4).astype(np.float32)
Y = np.random.randint(0, 3, (8, 1)).astype(np.int64)
Wt = np.array([[1.], [0.], [2.], [1.], [0.], [1.], [1.], [3.]], np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.int64, [None, 1])
w = tf.placeholder(tf.float32, [None, 1])
logits = tf.layers.dense(x, 3)
l1 = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits, weights=w)
l2 = tf.losses.sparse_softmax_cross_entropy(labels=tf.squeeze(y, 1), logits=logits, weights=tf.squeeze(w, [1]))
l3 = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits, reduction=tf.losses.Reduction.NONE)
train = tf.train.GradientDescentOptimizer(0.3).minimize(l1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        a, b, _ = sess.run([l1, l2, train], {x: X, y: Y, w: Wt})
        print(round(float(a), 5), round(float(b), 5))
    c = sess.run(l3, {x: X, y: Y})
    print(c.shape, np.round(c, 4))
