import numpy as np
import tensorflow as tf

tf.set_random_seed(65)
np.random.seed(65)

shared = tf.layers.Dense(4, activation=tf.nn.tanh, kernel_initializer=tf.glorot_uniform_initializer(seed=1), name="shared")
head = tf.layers.Dense(1, kernel_initializer=tf.glorot_uniform_initializer(seed=2), name="head")

a = tf.placeholder(tf.float32, [None, 3])
b = tf.placeholder(tf.float32, [None, 3])
score_a = head(shared(a))
score_b = head(shared(b))
# ranking loss: a should score higher than b
loss = tf.reduce_mean(tf.nn.softplus(score_b - score_a))
train = tf.train.AdagradOptimizer(0.3).minimize(loss)

A = np.random.randn(40, 3).astype(np.float32) + 1.0
B = np.random.randn(40, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("variables:", [v.name for v in tf.trainable_variables()])
    for i in range(60):
        _, l = sess.run([train, loss], {a: A, b: B})
        if i % 20 == 0:
            print("iter", i, "rank loss", l)
    sa, sb = sess.run([score_a, score_b], {a: A, b: B})
    print("fraction ranked right", float((sa > sb).mean()))
    print("shared kernel", np.round(sess.run(shared.kernel), 4))
