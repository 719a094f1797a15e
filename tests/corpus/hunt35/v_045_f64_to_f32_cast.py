import numpy as np
import tensorflow as tf
tf.set_random_seed(45); np.random.seed(45)
X = np.random.randn(12, 3)
Y = np.random.randn(12, 1).astype(np.float32)
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 4, activation=tf.nn.relu, name="wide64")
h32 = tf.cast(h, tf.float32)
pred = tf.layers.dense(h32, 1, name="narrow32")
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    tv = tf.trainable_variables()
    print([(v.name, v.dtype.name) for v in tv])
