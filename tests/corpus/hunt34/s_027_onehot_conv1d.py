import numpy as np
import tensorflow as tf

tf.set_random_seed(27)
np.random.seed(27)

V = 6
ids = np.random.randint(0, V, (5, 14)).astype(np.int32)
lab = (ids[:, 0] > 2).astype(np.float32)[:, None]

x = tf.placeholder(tf.int32, [None, 14])
y = tf.placeholder(tf.float32, [None, 1])
oh = tf.one_hot(x, V)
h = tf.layers.conv1d(oh, 4, 5, padding='same', activation=tf.nn.relu)
h = tf.reduce_max(h, axis=1)
logit = tf.layers.dense(h, 1)
loss = tf.losses.sigmoid_cross_entropy(y, logit)
train = tf.train.AdamOptimizer(0.02).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: ids, y: lab})
        print(i, l)
    print(sess.run(tf.sigmoid(logit), {x: ids}))
