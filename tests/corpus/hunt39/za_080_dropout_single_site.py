import numpy as np
import tensorflow as tf

tf.set_random_seed(80)
np.random.seed(80)

X = np.random.randn(10, 5).astype(np.float32)
Y = np.random.randn(10, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
kp = tf.placeholder(tf.float32)
h = tf.layers.dense(x, 12, activation=tf.nn.relu)
h = tf.nn.dropout(h, keep_prob=kp)
noise = tf.random_normal(tf.shape(x), stddev=0.01)
out = tf.layers.dense(h, 1) + tf.reduce_sum(noise, axis=1, keepdims=True)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y, kp: 0.7})
        print(i, "%.5f" % l)
