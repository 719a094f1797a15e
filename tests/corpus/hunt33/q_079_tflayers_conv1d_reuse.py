import numpy as np
import tensorflow as tf

tf.set_random_seed(79)
np.random.seed(79)

left = tf.placeholder(tf.float32, [None, 8, 2])
right = tf.placeholder(tf.float32, [None, 8, 2])
sim = tf.placeholder(tf.float32, [None])


def encode(seq, reuse):
    h = tf.layers.conv1d(seq, 4, 3, activation=tf.nn.tanh, name="enc", reuse=reuse)
    return tf.reduce_mean(h, axis=1)


a = encode(left, reuse=False)
b = encode(right, reuse=True)
score = tf.reduce_sum(a * b, axis=1)
loss = tf.reduce_mean(tf.square(score - sim))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

L = np.random.randn(10, 8, 2).astype(np.float32)
R = L + 0.5 * np.random.randn(10, 8, 2).astype(np.float32)
S = np.linspace(0, 1, 10).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(15):
        l, _ = sess.run([loss, train], {left: L, right: R, sim: S})
        if step % 3 == 0:
            print("loss", l)
    print([v.name for v in tf.trainable_variables()])
