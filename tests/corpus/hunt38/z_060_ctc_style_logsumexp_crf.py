import numpy as np
import tensorflow as tf

np.random.seed(60)
tf.set_random_seed(60)

# linear-chain CRF log partition by forward algorithm with reduce_logsumexp
T, K = 5, 3
unary = tf.placeholder(tf.float32, [T, K])
tags = tf.placeholder(tf.int32, [T])
trans = tf.get_variable("trans", [K, K], initializer=tf.random_normal_initializer(stddev=0.1))

alpha = unary[0]
for t in range(1, T):
    alpha = tf.reduce_logsumexp(tf.expand_dims(alpha, 1) + trans, axis=0) + unary[t]
log_z = tf.reduce_logsumexp(alpha)
score = tf.reduce_sum(tf.gather_nd(unary, tf.stack([tf.range(T), tags], 1)))
score += tf.reduce_sum(tf.gather_nd(trans, tf.stack([tags[:-1], tags[1:]], 1)))
nll = log_z - score
train = tf.train.AdamOptimizer(0.1).minimize(nll)

U = np.random.randn(T, K).astype(np.float32)
Tg = np.array([0, 1, 1, 2, 0], dtype=np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        _, l = sess.run([train, nll], {unary: U, tags: Tg})
        if i % 5 == 0:
            print(i, "nll %.5f" % l)
    print("trans", np.round(sess.run(trans), 4))
    print("logZ %.5f" % sess.run(log_z, {unary: U}))
