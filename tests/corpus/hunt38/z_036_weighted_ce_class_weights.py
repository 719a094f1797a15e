import numpy as np
import tensorflow as tf

np.random.seed(36)
tf.set_random_seed(36)

n = 150
X = np.random.randn(n, 4).astype(np.float32)
Y = np.where(X[:, 0] > 1.0, 2, np.where(X[:, 1] > 0.5, 1, 0)).astype(np.int32)
counts = np.bincount(Y, minlength=3)
class_w = (n / (3.0 * np.maximum(counts, 1))).astype(np.float32)
print("counts", counts, "weights", np.round(class_w, 4))

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.int32, [None])
cw = tf.constant(class_w)
logits = tf.layers.dense(tf.layers.dense(x, 12, tf.nn.relu), 3)
sample_w = tf.gather(cw, y)
loss = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits, weights=sample_w)
pos_weight_loss = tf.reduce_mean(tf.nn.weighted_cross_entropy_with_logits(
    targets=tf.one_hot(y, 3), logits=logits, pos_weight=2.0))
total = loss + 0.1 * pos_weight_loss
train_op = tf.train.AdamOptimizer(0.02).minimize(total)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(50):
        _, a, b = sess.run([train_op, loss, pos_weight_loss], {x: X, y: Y})
        if i % 10 == 0:
            print(i, "%.5f %.5f" % (a, b))
    preds = sess.run(tf.argmax(logits, 1), {x: X})
    for c in range(3):
        m = Y == c
        print("class", c, "recall %.4f" % (preds[m] == c).mean())
