import numpy as np
import tensorflow as tf

tf.set_random_seed(23)
np.random.seed(23)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("fc"):
    w = tf.get_variable("w", [4, 6], initializer=tf.truncated_normal_initializer(stddev=0.2))
    b = tf.get_variable("b", [6], initializer=tf.zeros_initializer())
h = tf.nn.relu(tf.matmul(x, w) + b)
out = tf.keras.layers.Dense(1, name="fc")
pred = out(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(sess.run(pred, feed_dict={x: X[:2]}))
