import numpy as np
import tensorflow as tf

tf.set_random_seed(88)
np.random.seed(88)

Q = np.random.randn(5, 4).astype(np.float32)
D = np.random.randn(5, 4).astype(np.float32)
q = tf.placeholder(tf.float32, [None, 4])
d = tf.placeholder(tf.float32, [None, 4])
with tf.variable_scope("shared") as scope:
    W = tf.get_variable("W", [4, 3])
    qv = tf.matmul(q, W)
    scope.reuse_variables()
    W2 = tf.get_variable("W", [4, 3])
    dv = tf.matmul(d, W2)
cos = tf.reduce_sum(tf.nn.l2_normalize(qv, axis=1) * tf.nn.l2_normalize(dv, axis=1), axis=1)
loss = tf.reduce_mean(tf.square(cos - 1.0))
train = tf.train.AdagradOptimizer(0.5).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print("%.5f" % sess.run([loss, train], {q: Q, d: D})[0])
    print(np.round(sess.run(cos, {q: Q, d: D}), 4), len(tf.trainable_variables()))
