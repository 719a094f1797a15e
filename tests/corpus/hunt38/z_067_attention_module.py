import numpy as np
import tensorflow as tf

np.random.seed(67)
tf.set_random_seed(67)


def attention(query, keys, mask, name):
    with tf.variable_scope(name):
        d = keys.get_shape().as_list()[-1]
        Wq = tf.get_variable("Wq", [query.get_shape().as_list()[-1], d])
        scores = tf.reduce_sum(tf.expand_dims(tf.matmul(query, Wq), 1) * keys, axis=2) / np.sqrt(d)
        scores = tf.where(mask, scores, tf.fill(tf.shape(scores), -1e9))
        alpha = tf.nn.softmax(scores)
        ctx = tf.reduce_sum(tf.expand_dims(alpha, -1) * keys, axis=1)
        return ctx, alpha


B, T, D = 3, 5, 4
q = tf.placeholder(tf.float32, [B, 2])
k = tf.placeholder(tf.float32, [B, T, D])
lens = tf.placeholder(tf.int32, [B])
mask = tf.sequence_mask(lens, T)
ctx, alpha = attention(q, k, mask, "att1")
ctx2, _ = attention(q, k, mask, "att2")
out = tf.layers.dense(tf.concat([ctx, ctx2], 1), 1)
y = tf.placeholder(tf.float32, [B, 1])
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

Q = np.random.randn(B, 2).astype(np.float32)
K = np.random.randn(B, T, D).astype(np.float32)
Lz = np.array([5, 2, 3], dtype=np.int32)
Y = np.array([[1.0], [-1.0], [0.5]], dtype=np.float32)
fd = {q: Q, k: K, lens: Lz, y: Y}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("alpha", np.round(sess.run(alpha, fd), 4))
    for i in range(20):
        _, l = sess.run([train, loss], fd)
    print("loss %.5f" % l)
    print([v.name for v in tf.trainable_variables()])
