import numpy as np
import tensorflow as tf

tf.set_random_seed(44)
np.random.seed(44)

X = np.random.randn(12, 3).astype(np.float32)
Y = np.random.randint(0, 2, 12).astype(np.int64)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.int64, [None])
logits = tf.layers.dense(x, 2)
pred = tf.argmax(logits, 1)
acc, acc_op = tf.metrics.accuracy(labels=y, predictions=pred)
mean_l, mean_op = tf.metrics.mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(tf.local_variables_initializer())
    for b in range(3):
        sl = slice(b * 4, (b + 1) * 4)
        sess.run([acc_op, mean_op], {x: X[sl], y: Y[sl]})
        print("batch", b, sess.run(acc), round(float(sess.run(mean_l)), 5))
