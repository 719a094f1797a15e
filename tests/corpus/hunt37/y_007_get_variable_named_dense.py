import numpy as np
import tensorflow as tf

tf.set_random_seed(7)
np.random.seed(7)
X = np.random.randn(24, 4).astype(np.float32)
Y = np.random.randn(24, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.get_variable("dense/kernel", shape=[4, 6], initializer=tf.glorot_normal_initializer())
h = tf.nn.relu(tf.matmul(x, W))
head = tf.keras.layers.Dense(1)
pred = head(h)
loss = tf.reduce_mean((pred - y) ** 2)
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print("step", i, l)
    print(sess.run(head.kernel)[:, 0])
