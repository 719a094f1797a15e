import numpy as np
import tensorflow as tf

tf.set_random_seed(72)
np.random.seed(72)
X = np.random.randn(6, 8, 8, 1).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 8, 8, 1])
y = tf.placeholder(tf.float32, [None, 1])
stem = tf.keras.layers.Conv2D(4, 3, activation="relu")
s = stem(x)
c = tf.layers.conv2d(s, 4, 3, activation=tf.nn.relu)
p = tf.layers.max_pooling2d(c, 2, 2)
f = tf.layers.flatten(p)
d = tf.layers.dense(f, 1)
loss = tf.reduce_mean(tf.square(d - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
