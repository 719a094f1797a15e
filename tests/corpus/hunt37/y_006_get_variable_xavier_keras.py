import numpy as np
import tensorflow as tf

tf.set_random_seed(6)
np.random.seed(6)
X = np.random.randn(24, 4).astype(np.float32)
Y = np.random.randn(24, 2).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4], name="x")
y = tf.placeholder(tf.float32, [None, 2], name="y")
W = tf.get_variable("W", shape=[4, 6], initializer=tf.contrib.layers.xavier_initializer())
b = tf.get_variable("b", shape=[6], initializer=tf.constant_initializer(0.1))
h = tf.nn.relu(tf.matmul(x, W) + b)
head = tf.keras.layers.Dense(2, kernel_initializer="he_normal")
pred = head(h)
loss = tf.losses.mean_squared_error(y, pred)
train = tf.train.AdagradOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print("step", i, l)
    print(sess.run(W)[0], sess.run(head.kernel)[0])
