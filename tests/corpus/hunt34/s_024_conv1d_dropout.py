import numpy as np
import tensorflow as tf

tf.set_random_seed(24)
np.random.seed(24)

X = np.random.randn(8, 12, 3).astype(np.float32)
Y = np.random.randn(8, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 12, 3])
y = tf.placeholder(tf.float32, [None, 1])
training = tf.placeholder_with_default(False, [])
h = tf.layers.conv1d(x, 6, 3, activation=tf.nn.relu)
h = tf.layers.dropout(h, rate=0.3, training=training)
h = tf.reduce_mean(h, 1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: X, y: Y, training: True})
        print(i, l)
    print("eval", sess.run(loss, {x: X, y: Y}))
