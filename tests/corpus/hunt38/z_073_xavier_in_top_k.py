import numpy as np
import tensorflow as tf

np.random.seed(73)
tf.set_random_seed(73)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.int32, [None])
W = tf.get_variable("W", [6, 5], initializer=tf.contrib.layers.xavier_initializer())
b = tf.get_variable("b", [5], initializer=tf.zeros_initializer())
logits = tf.nn.xw_plus_b(x, W, b)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.ProximalGradientDescentOptimizer(0.3, l1_regularization_strength=0.001).minimize(loss)
top1 = tf.reduce_mean(tf.cast(tf.nn.in_top_k(logits, y, 1), tf.float32))
top3 = tf.reduce_mean(tf.cast(tf.nn.in_top_k(logits, y, 3), tf.float32))

X = np.random.randn(100, 6).astype(np.float32)
Y = np.argmax(X[:, :5] + 0.5 * np.random.randn(100, 5), axis=1).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        sess.run(train, {x: X, y: Y})
    print("top1 %.4f top3 %.4f" % tuple(sess.run([top1, top3], {x: X, y: Y})))
    print("W", np.round(sess.run(W), 4))
