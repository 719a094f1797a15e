import numpy as np
import tensorflow as tf

tf.set_random_seed(31)
np.random.seed(31)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("dense"):
    w = tf.get_variable("w", [4, 6], initializer=tf.contrib.layers.xavier_initializer())
h = tf.nn.relu(tf.matmul(x, w))
out = tf.keras.layers.Dense(1)
pred = out(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
