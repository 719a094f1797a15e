import numpy as np
import tensorflow as tf

tf.set_random_seed(9)
np.random.seed(9)
B, T, D = 4, 5, 3
x = tf.placeholder(tf.float32, [B, T, D])
bias = tf.fill(tf.shape(x), 0.5)
pad = tf.fill([B, 2], 1.0)
xs = tf.reshape(x + bias, [B, T * D])
full = tf.concat([xs, pad], axis=1)
n = full.get_shape().as_list()[1]
print("n =", n)
W = tf.get_variable("W", [n, 2], initializer=tf.truncated_normal_initializer(stddev=0.1))
logits = tf.matmul(full, W)
labels = tf.placeholder(tf.float32, [B, 2])
loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=labels, logits=logits))
op = tf.train.AdamOptimizer(0.05).minimize(loss)
X = np.random.randn(B, T, D).astype(np.float32)
L = np.eye(2)[np.random.randint(0, 2, B)].astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, op], {x: X, labels: L})
        print(i, "%.5f" % l)
