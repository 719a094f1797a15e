import numpy as np
import tensorflow as tf

np.random.seed(79)
tf.set_random_seed(79)

# shared tower applied to two inputs by reusing layer names
left = tf.placeholder(tf.float32, [None, 4])
right = tf.placeholder(tf.float32, [None, 4])
target = tf.placeholder(tf.float32, [None])
h_l = tf.layers.dense(left, 6, activation=tf.nn.tanh, name="tower")
h_r = tf.layers.dense(right, 6, activation=tf.nn.tanh, name="tower", reuse=True)
score = tf.reduce_sum(h_l * h_r, axis=1)
loss = tf.reduce_mean(tf.square(score - target))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

L = np.random.randn(40, 4).astype(np.float32)
R = L + 0.2 * np.random.randn(40, 4).astype(np.float32)
R[20:] = np.random.randn(20, 4)
T = np.array([1.0] * 20 + [0.0] * 20, dtype=np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("n trainable", len(tf.trainable_variables()))
    for i in range(30):
        _, l = sess.run([train, loss], {left: L, right: R, target: T})
        if i % 10 == 0:
            print(i, "%.5f" % l)
    print(np.round(sess.run(score, {left: L[:3], right: R[:3]}), 4))
