import numpy as np
import tensorflow as tf

np.random.seed(71)
tf.set_random_seed(71)

x = tf.placeholder(tf.float32, [None, 8])
y = tf.placeholder(tf.int64, [None])
keep_prob = tf.placeholder(tf.float32)
h = tf.layers.dense(x, 32, tf.nn.relu)
h_drop = tf.nn.dropout(h, keep_prob)
logits = tf.layers.dense(h_drop, 2)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), y), tf.float32))

X = np.random.randn(120, 8).astype(np.float32)
Y = (X[:, 0] * X[:, 1] > 0).astype(np.int64)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(40):
        _, l = sess.run([train, loss], {x: X, y: Y, keep_prob: 0.5})
        if i % 10 == 0:
            print(i, "train loss (dropout) %.5f" % l)
    print("eval acc", sess.run(acc, {x: X, y: Y, keep_prob: 1.0}))
