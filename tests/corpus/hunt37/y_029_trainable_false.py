import numpy as np
import tensorflow as tf

tf.set_random_seed(29)
np.random.seed(29)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 8, activation=tf.nn.relu)
frozen = tf.keras.layers.Dense(8, activation="relu", trainable=False)
h2 = frozen(h)
head = tf.keras.layers.Dense(1)
pred = head(h2)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    print([v.name for v in tf.global_variables() if "Adam" not in v.name])
    before = sess.run(frozen.kernel)
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(np.abs(sess.run(frozen.kernel) - before).max())
