import numpy as np
import tensorflow as tf

tf.set_random_seed(49)
np.random.seed(49)

T, C = 8, 4
X = np.random.randn(5, T, 3).astype(np.float32)
Y = np.random.randint(0, C, (5, T)).astype(np.int32)
L = np.array([8, 3, 5, 1, 6], dtype=np.int32)

x = tf.placeholder(tf.float32, [None, T, 3])
y = tf.placeholder(tf.int32, [None, T])
lengths = tf.placeholder(tf.int32, [None])
mask = tf.sequence_mask(lengths, T, dtype=tf.float32)
h = tf.layers.conv1d(x, 6, 3, padding='same', activation=tf.nn.relu)
logits = tf.layers.dense(h, C)
loss = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits, weights=mask)
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y, lengths: L})
        print(i, l)
