import numpy as np
import tensorflow as tf

np.random.seed(114)
tf.set_random_seed(114)


def evaluate(sess, X, Y, bs=7):
    tot_loss, tot_correct = 0.0, 0
    for i in range(0, len(X), bs):
        l, c = sess.run([loss_sum, n_correct], {x: X[i:i + bs], y: Y[i:i + bs]})
        tot_loss += l
        tot_correct += c
    return tot_loss / len(X), tot_correct / float(len(X))


x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.int32, [None])
W = tf.get_variable("W", [4, 3], initializer=tf.zeros_initializer())
bvec = tf.get_variable("bvec", [3], initializer=tf.zeros_initializer())
logits = tf.matmul(x, W) + bvec
xent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits)
loss = tf.reduce_mean(xent)
loss_sum = tf.reduce_sum(xent)
n_correct = tf.reduce_sum(tf.cast(tf.equal(tf.cast(tf.argmax(logits, 1), tf.int32), y), tf.int32))
train = tf.train.AdagradOptimizer(0.5).minimize(loss)

X = np.random.randn(50, 4).astype(np.float32)
Y = np.argmax(X[:, :3] * [1, 2, 3], 1).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("before", evaluate(sess, X, Y))
    for ep in range(5):
        perm = np.random.permutation(50)
        for i in range(0, 50, 10):
            sess.run(train, {x: X[perm[i:i + 10]], y: Y[perm[i:i + 10]]})
        vl, va = evaluate(sess, X, Y)
        print("epoch %d loss %.5f acc %.3f" % (ep, vl, va))
