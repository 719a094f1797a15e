import numpy as np
import tensorflow as tf

tf.set_random_seed(28)
np.random.seed(28)
X = np.random.randn(6, 5, 4).astype(np.float32)
Y = np.random.randn(6, 5, 2).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 5, 4])
y = tf.placeholder(tf.float32, [None, 5, 2])
h = tf.layers.dense(x, 7, activation=tf.nn.elu)
proj = tf.keras.layers.Dense(2, activation="tanh", use_bias=False)
pred = proj(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(sess.run(pred, feed_dict={x: X[:1]}))
