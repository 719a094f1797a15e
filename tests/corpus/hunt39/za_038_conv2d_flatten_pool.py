import numpy as np
import tensorflow as tf

tf.set_random_seed(38)
np.random.seed(38)

X = np.random.rand(4, 7, 9, 1).astype(np.float32)
Y = np.random.randint(0, 3, 4).astype(np.int64)
x = tf.placeholder(tf.float32, [None, 7, 9, 1])
y = tf.placeholder(tf.int64, [None])
c1 = tf.layers.conv2d(x, 4, 3, strides=2, padding="same", activation=tf.nn.relu)
p1 = tf.layers.max_pooling2d(c1, 2, 2, padding="same")
c2 = tf.contrib.layers.conv2d(p1, 3, [2, 2], padding="VALID")
fl = tf.contrib.layers.flatten(c2)
logits = tf.layers.dense(fl, 3)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
step = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(round(float(sess.run([loss, step], {x: X, y: Y})[0]), 5))
