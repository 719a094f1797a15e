import numpy as np
import tensorflow as tf

tf.set_random_seed(85)
np.random.seed(85)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
is_training = tf.placeholder_with_default(False, [])
h = tf.layers.dense(x, 16, activation=tf.nn.relu)
drop = tf.keras.layers.Dropout(0.5)
h = drop(h, training=is_training)
head = tf.keras.layers.Dense(1)
pred = head(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        sess.run(train, feed_dict={x: X, y: Y, is_training: True})
        print(i, sess.run(loss, feed_dict={x: X, y: Y}))
    print(sess.run(head.kernel)[:3, 0])
