import numpy as np
import tensorflow as tf

np.random.seed(37)
tf.set_random_seed(37)

# pairwise ranking (RankNet-style) over gathered pairs
n_items, d = 10, 4
feats = tf.placeholder(tf.float32, [n_items, d])
pairs = tf.placeholder(tf.int32, [None, 2])
w = tf.get_variable("w", [d, 1], initializer=tf.zeros_initializer())
scores = tf.squeeze(tf.matmul(feats, w), 1)
s_i = tf.gather(scores, pairs[:, 0])
s_j = tf.gather(scores, pairs[:, 1])
loss = tf.reduce_mean(tf.nn.softplus(-(s_i - s_j)))
grad = tf.gradients(loss, w)[0]
train = tf.train.GradientDescentOptimizer(1.0).minimize(loss)
idx2 = tf.stack([tf.range(tf.shape(pairs)[0]), tf.zeros_like(pairs[:, 0])], axis=1)
first_col = tf.gather_nd(pairs, idx2)
ranking = tf.nn.top_k(scores, k=n_items).indices

F = np.random.randn(n_items, d).astype(np.float32)
rel = F @ np.array([1.0, -0.5, 0.0, 2.0], dtype=np.float32)
P = np.array([[i, j] for i in range(n_items) for j in range(n_items) if rel[i] > rel[j] + 0.5], dtype=np.int32)
print("n pairs", len(P))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("grad0", np.round(sess.run(grad, {feats: F, pairs: P}).ravel(), 4))
    for i in range(30):
        _, l = sess.run([train, loss], {feats: F, pairs: P})
        if i % 10 == 0:
            print(i, "%.5f" % l)
    print("ranking", sess.run(ranking, {feats: F}))
    print("true   ", np.argsort(-rel))
    print("first col ok", np.array_equal(sess.run(first_col, {pairs: P}), P[:, 0]))
