import numpy as np
import tensorflow as tf

tf.set_random_seed(75)
np.random.seed(75)
X = np.random.randn(6, 10, 2).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 1])
filt = tf.get_variable("filt", [3, 2, 4], initializer=tf.contrib.layers.xavier_initializer())
h = tf.nn.relu(tf.nn.conv1d(x, filt, stride=1, padding="SAME"))
h = tf.reshape(h, [-1, 10, 4])
conv = tf.keras.layers.Conv1D(4, 3, activation="relu")
h2 = conv(h)
pooled = tf.reshape(tf.reduce_mean(h2, axis=1), [-1, 4])
pred = tf.layers.dense(pooled, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
