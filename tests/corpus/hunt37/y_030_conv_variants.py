import numpy as np
import tensorflow as tf

tf.set_random_seed(30)
np.random.seed(30)
X = np.random.randn(4, 20, 2).astype(np.float32)
Y = np.random.randn(4, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 20, 2])
y = tf.placeholder(tf.float32, [None, 1])
c = tf.keras.layers.Conv1D(4, 3, padding="causal", dilation_rate=2, activation="relu")(x)
c = tf.keras.layers.Conv1D(4, 3, strides=2, padding="valid")(c)
pooled = tf.reduce_mean(c, axis=1)
out = tf.layers.dense(pooled, 1)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(sess.run(c, feed_dict={x: X[:1]})[0, :2])
