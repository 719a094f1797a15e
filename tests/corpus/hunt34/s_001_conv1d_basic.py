import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)

X = np.random.randn(16, 20, 3).astype(np.float32)
Y = np.random.randint(0, 2, size=(16,)).astype(np.int64)

x = tf.placeholder(tf.float32, [None, 20, 3])
y = tf.placeholder(tf.int64, [None])
h = tf.layers.conv1d(x, 8, 3, padding='same', activation=tf.nn.relu)
h = tf.layers.max_pooling1d(h, 2, 2)
h = tf.layers.flatten(h)
logits = tf.layers.dense(h, 2)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        if i % 5 == 0:
            print(i, l)
    print(sess.run(logits, {x: X[:3]}))
    for v in tf.trainable_variables():
        print(v.name, v.shape)
