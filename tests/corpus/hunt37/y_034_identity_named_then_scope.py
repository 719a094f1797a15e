import numpy as np
import tensorflow as tf

tf.set_random_seed(34)
np.random.seed(34)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4], name="x")
y = tf.placeholder(tf.float32, [None, 1], name="y")
features = tf.layers.dense(x, 8, activation=tf.nn.relu)
features = tf.identity(features, name="head")
with tf.variable_scope("head"):
    out = tf.keras.layers.Dense(1)
    pred = out(features)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
