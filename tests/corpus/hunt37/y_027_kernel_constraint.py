import numpy as np
import tensorflow as tf

tf.set_random_seed(27)
np.random.seed(27)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32) * 5

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 8, activation=tf.nn.relu)
head = tf.keras.layers.Dense(1, kernel_constraint=tf.keras.constraints.NonNeg())
pred = head(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(sess.run(head.kernel)[:, 0])
