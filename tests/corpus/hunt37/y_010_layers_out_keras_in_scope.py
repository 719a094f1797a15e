import numpy as np
import tensorflow as tf

tf.set_random_seed(10)
np.random.seed(10)
X = np.random.randn(24, 4).astype(np.float32)
Y = np.random.randn(24, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 8, activation=tf.nn.relu)
with tf.variable_scope("head"):
    pred = tf.keras.layers.Dense(1)(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.005).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print("step", i, l)
    print(sess.run(tf.trainable_variables()[-1]))
