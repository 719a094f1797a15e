import numpy as np
import tensorflow as tf

tf.set_random_seed(71)
np.random.seed(71)

q = tf.placeholder(tf.float32, [None, 4, 3])
k = tf.placeholder(tf.float32, [None, 5, 3])
y = tf.placeholder(tf.float32, [None, 4, 5])

proj_q = tf.keras.layers.Dense(3, use_bias=False)
scores_layer = tf.keras.layers.Dot(axes=(2, 2))
softmax = tf.keras.layers.Softmax(axis=-1)

pq = proj_q(q)
scores = scores_layer([pq, k])
att = softmax(scores)
loss = tf.reduce_mean(tf.square(att - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

Q = np.random.randn(6, 4, 3).astype(np.float32)
Kk = np.random.randn(6, 5, 3).astype(np.float32)
Yv = np.full((6, 4, 5), 0.2, np.float32)
Yv[:, :, 0] += 0.3
Yv[:, :, 1] -= 0.1
Yv[:, :, 2] -= 0.2

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(15):
        l, _ = sess.run([loss, train], {q: Q, k: Kk, y: Yv})
        if step % 5 == 0:
            print("loss", l)
    print(sess.run(att, {q: Q[:1], k: Kk[:1]})[0, 0])
