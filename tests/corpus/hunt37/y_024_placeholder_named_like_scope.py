import numpy as np
import tensorflow as tf

tf.set_random_seed(24)
np.random.seed(24)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4], name="model")
y = tf.placeholder(tf.float32, [None, 1], name="target")
with tf.variable_scope("model"):
    l1 = tf.keras.layers.Dense(8, activation="relu")
    h = l1(x)
    l2 = tf.keras.layers.Dense(1)
    pred = l2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(sess.run(pred, feed_dict={x: X[:2]}))
