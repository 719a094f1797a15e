import numpy as np
import tensorflow as tf

tf.set_random_seed(19)
np.random.seed(19)
X = np.random.randn(10, 12, 3).astype(np.float32)
Y = np.random.randn(10, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 12, 3])
y = tf.placeholder(tf.float32, [None, 1])
c = tf.layers.conv1d(x, 4, 3, activation=tf.nn.relu)
c = tf.keras.layers.Conv1D(4, 3, activation="relu")(c)
f = tf.layers.flatten(c)
d = tf.layers.dense(f, 6, activation=tf.nn.relu)
d = tf.keras.layers.Dense(6, activation="relu")(d)
out = tf.keras.layers.Dense(1)(d)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.003).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print("step", i, l)
    vals = sess.run(tf.trainable_variables())
    print([float(np.sum(v)) for v in vals])
